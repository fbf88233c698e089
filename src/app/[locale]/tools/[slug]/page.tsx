import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localePath } from "@/features/landing/landing-links";
import { toolCopyValues } from "@/features/tools/tool-copy";
import { ToolPage } from "@/features/tools/tool-page";
import { resolveToolSlug, TOOL_PAGES, toolPath, toolSlug } from "@/features/tools/tool-slugs";
import { LOCALES } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { localizedAlternates } from "@/lib/seo/page-metadata";
import { pageOpenGraph } from "@/lib/seo/page-open-graph";

// The free AI tool pages (spec section 2, "Tool pages"): 25 pages per locale, under slugs that are localized in
// Italian, Spanish and French (src/features/tools/tool-slugs.ts). Another locale's slug redirects permanently to
// this locale's, so shared English links land on the localized URL.
interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => TOOL_PAGES.map((page) => ({ locale, slug: toolSlug(locale, page) })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const found = resolveToolSlug(locale, slug);
  if (!found?.canonical) return {};
  const t = await getTranslations({ locale });
  const values = toolCopyValues(t, found.page, locale);
  const title = t(`tools.kinds.${found.page.tool}.metaTitle`, values);
  const description = t(`tools.kinds.${found.page.tool}.metaDescription`, values);
  return {
    title,
    description,
    alternates: localizedAlternates(locale, (l) => toolPath(l, found.page)),
    ...(await pageOpenGraph(locale, { title, description, path: toolPath(locale, found.page) })),
  };
}

export default async function ToolRoute({ params }: Props) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const found = resolveToolSlug(locale, slug);
  if (!found) notFound();
  if (!found.canonical) permanentRedirect(localePath(locale, toolPath(locale, found.page)));
  setRequestLocale(locale);
  return <ToolPage page={found.page} locale={locale} />;
}
