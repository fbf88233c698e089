// JSON-LD of a tool page: the WebPage and its FAQPage, like the analysis pages. The JSON is escaped so copy
// containing "</script>" cannot end the tag.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { toolCopyValues } from "./tool-copy";
import { toolFaq } from "./tool-sections";
import type { ToolPage } from "./tool-slugs";

export async function ToolStructuredData({ page, url, locale }: { page: ToolPage; url: string; locale: Locale }) {
  const t = await getTranslations({ locale });
  const values = toolCopyValues(t, page, locale);
  const faq = await toolFaq(page, locale);
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": url,
        url,
        name: t(`tools.kinds.${page.tool}.metaTitle`, values),
        description: t(`tools.kinds.${page.tool}.metaDescription`, values),
        inLanguage: locale,
        isPartOf: { "@type": "WebSite", name: t("common.brand") },
      },
      {
        "@type": "FAQPage",
        mainEntity: faq.map(({ q, a }) => ({
          "@type": "Question",
          name: q,
          acceptedAnswer: { "@type": "Answer", text: a },
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
