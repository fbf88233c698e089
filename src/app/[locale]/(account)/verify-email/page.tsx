import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { VerifyEmailView } from "@/features/auth/verify-email-view";
import { pageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/verify-email">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: t("auth.verify.metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/verify-email">) {
  setRequestLocale(await pageLocale(params));
  return <VerifyEmailView />;
}
