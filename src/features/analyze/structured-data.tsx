// JSON-LD of a public analysis page: the WebPage and its FAQPage (search engines show the questions as rich
// results). The JSON is escaped so copy containing "</script>" cannot end the tag.
import { getTranslations } from "next-intl/server";
import type { MessageKey } from "@/i18n/types";
import type { AnalyzePageKey } from "../../lib/pages/analyze-pages";
import { FAQ_ITEMS } from "./page-sections";

export async function AnalyzeStructuredData({
  pageKey,
  url,
  locale,
}: {
  pageKey: AnalyzePageKey;
  url: string;
  locale: string;
}) {
  const t = await getTranslations();
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": url,
        url,
        name: t(`analyzePages.${pageKey}.metaTitle` as MessageKey),
        description: t(`analyzePages.${pageKey}.metaDescription` as MessageKey),
        inLanguage: locale,
        isPartOf: { "@type": "WebSite", name: t("common.brand") },
      },
      {
        "@type": "FAQPage",
        mainEntity: FAQ_ITEMS.map((n) => ({
          "@type": "Question",
          name: t(`analyzePages.${pageKey}.faq.q${n}` as MessageKey),
          acceptedAnswer: { "@type": "Answer", text: t(`analyzePages.${pageKey}.faq.a${n}` as MessageKey) },
        })),
      },
    ],
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; "<" is escaped below
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
