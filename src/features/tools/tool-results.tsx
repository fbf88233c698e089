"use client";
// The variants of a run: each with a copy button and, for bios and captions, its length against the platform's
// limit (red when over). Usernames come as a grid of ten. Text streams in as it is written; the provider note
// says honestly who wrote it, which words came from the description and, when the description is in another
// language than the page, that the text is in the page's language and keeps the description's key terms.
import { useLocale, useTranslations } from "next-intl";
import { characterLimit, type ToolKind, type ToolPlatform } from "@/domain/tools";
import { cn } from "@/lib/cn";
import { CopyButton } from "./copy-button";
import type { ToolProviderName } from "./generate-request";

/** Lengths as the generation service counts them (UTF-16 units), so "within the limit" means the same on both sides. */
export function textLength(text: string): number {
  return text.length;
}

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function ToolResults({
  tool,
  platform,
  platformName,
  variants,
  provider,
  remaining,
  running,
  keywords = null,
  descriptionLanguage = null,
}: {
  tool: ToolKind;
  platform: ToolPlatform | null;
  platformName: string;
  variants: string[];
  provider: ToolProviderName | null;
  remaining: number | null;
  running: boolean;
  keywords?: string[] | null;
  descriptionLanguage?: string | null;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const limit = platform && (tool === "bio" || tool === "caption") ? characterLimit(tool, platform) : null;
  const isUsername = tool === "username";
  return (
    <section aria-labelledby="tool-results-title" aria-busy={running} className="mt-8" data-testid="tool-results">
      <h2 id="tool-results-title" className="text-lg font-semibold text-foreground">
        {t("tools.results.title")}
      </h2>
      <ol className={cn("mt-4 gap-3", isUsername ? "grid grid-cols-1 sm:grid-cols-2" : "flex flex-col")}>
        {variants.map((text, index) => {
          const n = index + 1;
          const length = textLength(text);
          const over = limit !== null && length > limit;
          return (
            // Variants are positional: the stream appends to them by index.
            <li
              key={index}
              data-testid="tool-variant"
              className="rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <div className={cn("flex gap-3", isUsername ? "items-center justify-between" : "flex-col")}>
                <p className={cn("min-w-0 whitespace-pre-wrap break-words text-foreground", isUsername && "font-mono")}>
                  <span className="sr-only">{t("tools.results.variant", { n })}: </span>
                  <span data-testid="tool-variant-text" dir="auto">
                    {text}
                  </span>
                </p>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {limit !== null ? (
                    <span
                      data-testid="tool-variant-counter"
                      dir="auto"
                      data-over={over ? "true" : "false"}
                      className={cn(
                        "text-xs tabular-nums",
                        over ? "font-semibold text-destructive" : "text-muted-foreground",
                      )}
                    >
                      {t("tools.results.chars", { count: length, max: limit })}
                    </span>
                  ) : (
                    <span />
                  )}
                  <CopyButton text={running ? "" : text} label={t("tools.results.copyLabel", { n })} />
                </div>
              </div>
              {over ? (
                <p className="mt-2 text-xs text-destructive">
                  {t("tools.results.overLimit", { platform: platformName })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {provider && !running ? (
        <p className="mt-4 text-sm text-muted-foreground" data-testid="tool-provider">
          {provider === "composer" ? t("tools.results.providerComposer") : t("tools.results.providerAi")}
          {remaining !== null ? ` ${t("tools.results.remaining", { count: remaining })}` : null}
        </p>
      ) : null}
      {keywords && !running ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="tool-keywords">
          {keywords.length ? (
            <>
              {t("tools.results.keywords")} <bdi className="font-medium text-foreground">{keywords.join(", ")}</bdi>
            </>
          ) : (
            t("tools.results.noKeywords")
          )}
          {descriptionLanguage && descriptionLanguage !== locale && keywords.length
            ? ` ${t("tools.results.languageNote", { language: languageName(descriptionLanguage, locale) })}`
            : null}
        </p>
      ) : null}
    </section>
  );
}
