import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfirmAlertEmailView } from "@/features/alerts/confirm-email-view";
import { pageLocale } from "@/i18n/page-locale";

// Under (account): the link in an alert confirmation email works signed in or not.
export async function generateMetadata({ params }: PageProps<"/[locale]/confirm-alerts">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: t("dashboardAlerts.confirmEmail.metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/confirm-alerts">) {
  setRequestLocale(await pageLocale(params));
  return <ConfirmAlertEmailView />;
}
