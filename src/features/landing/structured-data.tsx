// JSON-LD of the landing page: the FAQPage (the same answers the FAQ shows) and the Product with one Offer per plan
// and billing cycle, priced from the plan catalogue. "<" is escaped so copy cannot end the script tag.
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { faqEntries } from "./closing-sections";
import { plansInOrder, yearlyTotal } from "./pricing-data";

export function productOffers(url: string) {
  return plansInOrder().flatMap((plan) => {
    const cycles =
      plan.monthlyPrice === 0
        ? [{ sku: plan.skus.monthly, name: plan.label, price: 0, unit: "MON" }]
        : [
            { sku: plan.skus.monthly, name: `${plan.label} (monthly)`, price: plan.monthlyPrice, unit: "MON" },
            { sku: plan.skus.yearly, name: `${plan.label} (yearly)`, price: yearlyTotal(plan), unit: "ANN" },
          ];
    return cycles.map(({ sku, name, price, unit }) => ({
      "@type": "Offer",
      sku,
      name,
      price: price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: `${url}#pricing`,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: price.toFixed(2),
        priceCurrency: "USD",
        unitCode: unit,
      },
    }));
  });
}

export async function LandingStructuredData({ url }: { url: string }) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "FAQPage",
        "@id": `${url}#faq`,
        inLanguage: locale,
        mainEntity: faqEntries(t, locale).map(({ q, a }) => ({
          "@type": "Question",
          name: q,
          acceptedAnswer: { "@type": "Answer", text: a },
        })),
      },
      {
        "@type": "Product",
        "@id": `${url}#product`,
        name: t("common.brand"),
        description: t("landing.metaDescription"),
        brand: { "@type": "Brand", name: t("common.brand") },
        category: "Social media analytics software",
        offers: productOffers(url),
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
