import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ForgotPasswordFormView } from "@/features/auth/forgot-password-form";
import { pageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/forgot-password">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: t("auth.forgot.metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/forgot-password">) {
  setRequestLocale(await pageLocale(params));
  return <ForgotPasswordFormView />;
}
