// A free tool page (spec section 2, "Tool pages"): the public header, the title with the free badge, the generator,
// then instructions, FAQ, more tools and the call to action. The language menu gets the page's path in every locale,
// because the slug itself is translated in some.
import { BadgeCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { PublicHeader } from "@/features/analyze/public-header";
import { LocalePathsProvider } from "@/features/shell/language-menu";
import type { Locale } from "@/i18n/locales";
import { localizedUrl } from "@/lib/seo/page-metadata";
import { toolCopyValues } from "./tool-copy";
import { ToolGenerator } from "./tool-generator";
import { ToolSections } from "./tool-sections";
import { type ToolPage as ToolPageDef, toolPaths } from "./tool-slugs";
import { ToolStructuredData } from "./tool-structured-data";

export async function ToolPage({ page, locale }: { page: ToolPageDef; locale: Locale }) {
  const t = await getTranslations();
  const values = toolCopyValues(t, page, locale);
  const paths = toolPaths(page);
  return (
    <LocalePathsProvider paths={paths}>
      <div className="min-h-screen bg-background">
        <ToolStructuredData page={page} url={localizedUrl(locale, paths[locale])} locale={locale} />
        <PublicHeader />
        <main {...mainTarget} className="outline-none">
          <section className="mx-auto max-w-3xl px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-16">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-sm font-medium text-success ring-1 ring-success/30">
              <BadgeCheck aria-hidden className="h-4 w-4" />
              {t("tools.badge")}
            </p>
            <h1 className="mt-5 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
              {t(`tools.kinds.${page.tool}.h1`, values)}
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
              {t(`tools.kinds.${page.tool}.intro`, values)}
            </p>
          </section>
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <ToolGenerator tool={page.tool} platform={page.platform} platformName={values.platform} />
          </div>
          <ToolSections page={page} locale={locale} />
        </main>
      </div>
    </LocalePathsProvider>
  );
}
