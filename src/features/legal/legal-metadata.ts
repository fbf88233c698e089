import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { LEGAL_PATHS, type LegalDocument } from "../../lib/pages/legal-sections";
import { localizedAlternates } from "../../lib/seo/page-metadata";
import { pageOpenGraph } from "../../lib/seo/page-open-graph";

/** Title, description, canonical, hreflang alternates and link preview of a legal page. */
export async function legalMetadata(locale: Locale, doc: LegalDocument): Promise<Metadata> {
  const t = await getTranslations({ locale });
  const title = `${t(`legal.${doc}.title`)} · ${t("common.brand")}`;
  const description = t(`legal.${doc}.metaDescription`);
  const path = LEGAL_PATHS[doc];
  return {
    title,
    description,
    alternates: localizedAlternates(locale, path),
    ...(await pageOpenGraph(locale, { title, description, path, type: "article" })),
  };
}
