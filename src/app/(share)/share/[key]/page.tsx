import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ShareLayout } from "@/features/share/share-layout";
import { SharePageView } from "@/features/share/share-page-view";
import { localeFromAcceptLanguage } from "@/i18n/accept-language";

async function visitorLocale() {
  return localeFromAcceptLanguage((await headers()).get("accept-language"));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await visitorLocale() });
  return { title: t("share.meta.title"), robots: { index: false, follow: false } };
}

export default async function SharePage({ params }: PageProps<"/share/[key]">) {
  const { key } = await params;
  setRequestLocale(await visitorLocale());
  return (
    <ShareLayout>
      <SharePageView shareKey={key} />
    </ShareLayout>
  );
}
