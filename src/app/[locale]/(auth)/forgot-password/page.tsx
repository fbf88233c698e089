import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ForgotPasswordFormView } from "@/features/auth/forgot-password-form";
import { pageLocale } from "@/i18n/page-locale";
import { localizedAlternates } from "@/lib/seo/page-metadata";
import { pageOpenGraph } from "@/lib/seo/page-open-graph";

export async function generateMetadata({ params }: PageProps<"/[locale]/forgot-password">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  const title = t("auth.forgot.metaTitle");
  const description = t("seo.forgot.description");
  return {
    title,
    description,
    alternates: localizedAlternates(locale, "/forgot-password/"),
    ...(await pageOpenGraph(locale, { title, description, path: "/forgot-password/" })),
    robots: { index: false },
  };
}

export default async function Page({ params }: PageProps<"/[locale]/forgot-password">) {
  setRequestLocale(await pageLocale(params));
  return <ForgotPasswordFormView />;
}
