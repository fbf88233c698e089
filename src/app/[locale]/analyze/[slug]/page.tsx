import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { AnalyzePageSections } from "@/features/analyze/page-sections";
import { ANALYZE_ANCHOR, PublicAnalyzer } from "@/features/analyze/public-analyzer";
import { PublicHeader } from "@/features/analyze/public-header";
import { AnalyzeStructuredData } from "@/features/analyze/structured-data";
import { pageLocale } from "@/i18n/page-locale";
import type { MessageKey } from "@/i18n/types";
import { ANALYZE_PAGES, analyzePath, isAnalyzeSlug } from "@/lib/pages/analyze-pages";
import { localizedAlternates, localizedUrl } from "@/lib/seo/page-metadata";

// Public account analysis pages (spec section 2, "Analyze pages"): six slugs, each with its own copy; the three
// platform pages preselect their platform.
interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!isAnalyzeSlug(slug)) return {};
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  const { key } = ANALYZE_PAGES[slug];
  const path = analyzePath(slug);
  return {
    title: t(`analyzePages.${key}.metaTitle` as MessageKey),
    description: t(`analyzePages.${key}.metaDescription` as MessageKey),
    alternates: localizedAlternates(locale, path),
  };
}

export default async function AnalyzePage({ params }: Props) {
  const { slug } = await params;
  if (!isAnalyzeSlug(slug)) notFound();
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations();
  const { key, platform } = ANALYZE_PAGES[slug];
  return (
    <div className="min-h-screen bg-background">
      <AnalyzeStructuredData pageKey={key} url={localizedUrl(locale, analyzePath(slug))} locale={locale} />
      <PublicHeader />
      <main {...mainTarget} className="outline-none">
        <PublicAnalyzer
          title={t(`analyzePages.${key}.title` as MessageKey)}
          description={t(`analyzePages.${key}.description` as MessageKey)}
          placeholder={t(`analyzePages.${key}.placeholder` as MessageKey)}
          startButton={t(`analyzePages.${key}.startButton` as MessageKey)}
          platform={platform}
        >
          <AnalyzePageSections pageKey={key} anchor={ANALYZE_ANCHOR} />
        </PublicAnalyzer>
      </main>
    </div>
  );
}
