import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/features/legal/legal-page";
import { pageLocale } from "@/i18n/page-locale";
import { getEnv } from "@/server/env";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-of-service">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: `${t("legal.terms.title")} · ${t("common.brand")}`, description: t("legal.terms.intro") };
}

export default async function Page({ params }: PageProps<"/[locale]/terms-of-service">) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations();
  return (
    <LegalPage
      title={t("legal.terms.title")}
      intro={t("legal.terms.intro")}
      supportEmail={getEnv().supportEmail}
      sections={[
        { title: t("legal.terms.serviceTitle"), text: t("legal.terms.serviceText") },
        { title: t("legal.terms.accountTitle"), text: t("legal.terms.accountText") },
        { title: t("legal.terms.plansTitle"), text: t("legal.terms.plansText") },
        { title: t("legal.terms.useTitle"), text: t("legal.terms.useText") },
      ]}
    />
  );
}
