// The copy below a tool: how to use it (three steps), the FAQ (two questions of the tool, two about every tool), more
// free tools (the other tools of the platform and the same tool elsewhere) and the call to the free account analysis.
// Rendered on the server; keys are template literals so the i18n check sees them.
import { ChevronDown } from "lucide-react";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { TOOL_PLATFORMS, TOOLS_WITH_LENGTH_AND_HASHTAGS, type ToolPlatform } from "@/domain/tools";
import { localePath } from "@/features/landing/landing-links";
import type { Locale } from "@/i18n/locales";
import { type AnalyzeSlug, analyzePath } from "@/lib/pages/analyze-pages";
import { toolCopyValues, toolLinkLabel, toolName } from "./tool-copy";
import { samePage, TOOL_PAGES, type ToolPage, toolPath } from "./tool-slugs";

const STEPS = [1, 2, 3] as const;
/** The tool's own questions; the shared ones (free, who writes) follow. */
export const TOOL_FAQ = [1, 2] as const;

/** The analysis page the call to action opens for a platform (the emoji translator and Facebook take TikTok's). */
const ANALYZE_FOR: Record<ToolPlatform, AnalyzeSlug> = {
  facebook: "analyze-tiktok-account",
  instagram: "analyze-instagram-reels-account",
  "instagram-reels": "analyze-instagram-reels-account",
  tiktok: "analyze-tiktok-account",
  youtube: "analyze-youtube-shorts-account",
  "youtube-shorts": "analyze-youtube-shorts-account",
};

/** Related tools: the platform's other tools, then this tool on the other platforms, then the emoji translator. */
export function relatedTools(page: ToolPage): { samePlatform: ToolPage[]; otherPlatforms: ToolPage[] } {
  if (!page.platform) {
    // The emoji translator has no platform: offer the generators of the two biggest short-video platforms.
    return {
      samePlatform: TOOL_PAGES.filter((p) => p.platform === "tiktok" || p.platform === "instagram"),
      otherPlatforms: [],
    };
  }
  return {
    samePlatform: [
      ...TOOL_PAGES.filter((p) => p.platform === page.platform && !samePage(p, page)),
      { tool: "emoji", platform: null },
    ],
    otherPlatforms: TOOL_PLATFORMS.filter((p) => p !== page.platform).map((platform) => ({
      tool: page.tool,
      platform,
    })),
  };
}

function ToolLink({ page, locale, label }: { page: ToolPage; locale: Locale; label: string }) {
  return (
    <li>
      <NextLink
        href={localePath(locale, toolPath(locale, page))}
        className="text-sm text-accent-foreground hover:underline"
      >
        {label}
      </NextLink>
    </li>
  );
}

export async function ToolSections({ page, locale }: { page: ToolPage; locale: Locale }) {
  const t = await getTranslations();
  const values = toolCopyValues(t, page, locale);
  const name = toolName(t, page, locale);
  const { samePlatform, otherPlatforms } = relatedTools(page);
  const card = "rounded-xl border border-border bg-card p-6 shadow-sm";
  const heading = "text-center text-2xl font-bold text-foreground sm:text-3xl";
  const faq = await toolFaq(page, locale);
  return (
    <div className="pb-20">
      <section aria-labelledby="tool-instructions" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="tool-instructions" className={heading}>
          {t("tools.instructions.title", { name })}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((n) => (
            <li key={n} className={card}>
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {n}
              </span>
              <h3 className="mt-4 font-semibold text-foreground">{t(`tools.instructions.step${n}Title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {n === 1 ? t("tools.instructions.step1Text") : null}
                {n === 2
                  ? TOOLS_WITH_LENGTH_AND_HASHTAGS.includes(page.tool)
                    ? t("tools.instructions.step2TextFull")
                    : t("tools.instructions.step2TextTone")
                  : null}
                {n === 3 ? t("tools.instructions.step3Text") : null}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tool-faq" className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="tool-faq" className={heading}>
          {t("tools.faq.title")}
        </h2>
        <div className="mt-8 divide-y divide-border rounded-xl border border-border bg-card">
          {faq.map(({ q, a }) => (
            <details key={q} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-foreground [&::-webkit-details-marker]:hidden">
                {q}
                <ChevronDown
                  aria-hidden
                  className="h-4 w-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
      </section>

      <nav aria-labelledby="tool-more" className="mx-auto mt-16 max-w-4xl px-4 sm:px-6">
        <h2 id="tool-more" className={heading}>
          {t("tools.more.title")}
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <div className={card}>
            <h3 className="font-semibold text-foreground">
              {page.platform ? t("tools.more.samePlatform", { platform: values.platform }) : t("tools.more.title")}
            </h3>
            <ul className="mt-3 space-y-2">
              {samePlatform.map((p) => (
                <ToolLink
                  key={`${p.tool}-${p.platform}`}
                  page={p}
                  locale={locale}
                  label={toolLinkLabel(t, p, locale)}
                />
              ))}
            </ul>
          </div>
          {otherPlatforms.length ? (
            <div className={card}>
              <h3 className="font-semibold text-foreground">{t("tools.more.otherPlatforms")}</h3>
              <ul className="mt-3 space-y-2">
                {otherPlatforms.map((p) => (
                  <ToolLink
                    key={`${p.tool}-${p.platform}`}
                    page={p}
                    locale={locale}
                    label={toolLinkLabel(t, p, locale)}
                  />
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </nav>

      <section className="mx-auto mt-16 max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl border border-primary/20 bg-accent px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-foreground">{t("tools.cta.title")}</h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{t("tools.cta.text")}</p>
          <NextLink
            href={localePath(locale, analyzePath(ANALYZE_FOR[page.platform ?? "tiktok"]))}
            className="mt-6 inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/90"
          >
            {t("tools.cta.button")}
          </NextLink>
        </div>
      </section>
    </div>
  );
}

/** The page's FAQ, shown in the accordion and listed in the FAQPage structured data. */
export async function toolFaq(page: ToolPage, locale: Locale): Promise<{ q: string; a: string }[]> {
  const t = await getTranslations({ locale });
  const values = toolCopyValues(t, page, locale);
  return [
    ...TOOL_FAQ.map((n) => ({
      q: t(`tools.kinds.${page.tool}.faq.q${n}`, values),
      a: t(`tools.kinds.${page.tool}.faq.a${n}`, values),
    })),
    { q: t("tools.faq.freeQ"), a: t("tools.faq.freeA") },
    { q: t("tools.faq.providerQ"), a: t("tools.faq.providerA") },
  ];
}
