import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/features/legal/legal-page";
import { pageLocale } from "@/i18n/page-locale";
import { getEnv } from "@/server/env";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: `${t("legal.privacy.title")} · ${t("common.brand")}`, description: t("legal.privacy.intro") };
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations();
  return (
    <LegalPage
      title={t("legal.privacy.title")}
      intro={t("legal.privacy.intro")}
      supportEmail={getEnv().supportEmail}
      sections={[
        { title: t("legal.privacy.collectTitle"), text: t("legal.privacy.collectText") },
        { title: t("legal.privacy.useTitle"), text: t("legal.privacy.useText") },
        { title: t("legal.privacy.cookiesTitle"), text: t("legal.privacy.cookiesText") },
        { title: t("legal.privacy.rightsTitle"), text: t("legal.privacy.rightsText") },
      ]}
    />
  );
}
