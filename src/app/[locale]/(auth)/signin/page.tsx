import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthForm } from "@/features/auth/auth-form";
import { pageLocale } from "@/i18n/page-locale";
import { localizedAlternates } from "@/lib/seo/page-metadata";
import { pageOpenGraph } from "@/lib/seo/page-open-graph";
import { isGoogleConfigured } from "@/server/auth/auth";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/signin">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  const title = t("auth.signin.metaTitle");
  const description = t("seo.signin.description");
  return {
    title,
    description,
    alternates: localizedAlternates(locale, "/signin/"),
    ...(await pageOpenGraph(locale, { title, description, path: "/signin/" })),
  };
}

export default async function Page({ params }: PageProps<"/[locale]/signin">) {
  setRequestLocale(await pageLocale(params));
  return <AuthForm initialMode="signin" googleEnabled={isGoogleConfigured()} />;
}
