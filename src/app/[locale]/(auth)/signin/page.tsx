import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthForm } from "@/features/auth/auth-form";
import { pageLocale } from "@/i18n/page-locale";
import { isGoogleConfigured } from "@/server/auth/auth";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/signin">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: t("auth.signin.metaTitle") };
}

export default async function Page({ params }: PageProps<"/[locale]/signin">) {
  setRequestLocale(await pageLocale(params));
  return <AuthForm initialMode="signin" googleEnabled={isGoogleConfigured()} />;
}
