import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ResetPasswordFormView } from "@/features/auth/reset-password-form";
import { pageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: t("auth.reset.metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/reset-password">) {
  setRequestLocale(await pageLocale(params));
  return <ResetPasswordFormView />;
}
