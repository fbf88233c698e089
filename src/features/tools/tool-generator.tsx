"use client";
// The working part of a tool page: step 1 (the description, with a random example), step 2 (length, tone and
// hashtags for bios and captions; tone only for the others), the Generate button and the results. Esc stops a
// running generation; failures show a readable message with a retry.
import { Shuffle, Sparkles } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  DESCRIPTION_MAX_CHARS,
  DESCRIPTION_MIN_CHARS,
  effectiveHashtagCount,
  HASHTAG_COUNTS,
  type HashtagCount,
  TOOL_LENGTHS,
  TOOL_TONES,
  TOOLS_WITH_LENGTH_AND_HASHTAGS,
  type ToolKind,
  type ToolLength,
  type ToolPlatform,
  type ToolTone,
} from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { ChoiceGroup } from "./choice-group";
import { DailyCapNotice } from "./daily-cap-notice";
import { ToolResults } from "./tool-results";
import { type RunError, useToolGenerator } from "./use-tool-generator";

export const EXAMPLES = [1, 2, 3, 4] as const;

function useErrorText(error: RunError | null): string | null {
  const t = useTranslations();
  if (!error) return null;
  if (error.kind === "message") return error.message;
  if (error.kind === "cap") return null;
  if (error.kind === "timeout") return t("tools.results.errorTimeout");
  if (error.kind === "network") return t("tools.results.errorNetwork");
  if (error.kind === "interrupted") return t("tools.results.errorInterrupted");
  return t("tools.results.stopped");
}

export function ToolGenerator({
  tool,
  platform,
  platformName,
}: {
  tool: ToolKind;
  platform: ToolPlatform | null;
  platformName: string;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const id = useId();
  const [description, setDescription] = useState("");
  const [length, setLength] = useState<ToolLength>("short");
  const [tone, setTone] = useState<ToolTone>("none");
  const [hashtags, setHashtags] = useState<HashtagCount>(5);
  const [lastExample, setLastExample] = useState(0);
  const [touched, setTouched] = useState(false);
  const { state, run, stop } = useToolGenerator();
  const errorText = useErrorText(state.error);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const withLength = TOOLS_WITH_LENGTH_AND_HASHTAGS.includes(tool);
  const trimmed = description.trim();
  const tooShort = trimmed.length < DESCRIPTION_MIN_CHARS;
  const cappedHashtags = platform && withLength ? effectiveHashtagCount(tool, platform, hashtags) : hashtags;

  useEffect(() => {
    if (!state.running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") stop();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [state.running, stop]);

  const pickExample = () => {
    // Never the same example twice in a row.
    const choices = EXAMPLES.filter((n) => n !== lastExample);
    const n = choices[Math.floor(Math.random() * choices.length)] ?? 1;
    setLastExample(n);
    setDescription(t(`tools.kinds.${tool}.examples.e${n}`));
    textarea.current?.focus();
  };

  const generate = () => {
    setTouched(true);
    if (tooShort || state.running) return;
    void run({
      tool,
      platform,
      description: trimmed,
      options: withLength ? { length, tone, hashtags } : { tone },
      locale,
    });
  };

  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
      >
        <h2 className="text-lg font-semibold text-foreground">{t("tools.form.step1Title")}</h2>
        <div className="mt-3 flex items-end justify-between gap-3">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-foreground">
            {t("tools.form.descriptionLabel")}
          </label>
          <Button type="button" variant="ghost" size="sm" onClick={pickExample} disabled={state.running}>
            <Shuffle aria-hidden className="h-3.5 w-3.5" />
            {t("tools.form.randomExample")}
          </Button>
        </div>
        <textarea
          ref={textarea}
          id={`${id}-description`}
          data-testid="tool-description"
          value={description}
          maxLength={DESCRIPTION_MAX_CHARS}
          rows={4}
          dir="auto"
          onChange={(event) => setDescription(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter generates from the keyboard without leaving the text.
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) generate();
          }}
          placeholder={t(`tools.kinds.${tool}.placeholder`)}
          aria-invalid={touched && tooShort}
          aria-describedby={`${id}-counter${touched && tooShort ? ` ${id}-short` : ""}`}
          className="mt-2 block w-full resize-y rounded-lg border border-input bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground focus:border-ring focus:outline-none focus:ring-2 focus:ring-ring/30"
        />
        <div className="mt-1 flex justify-between gap-3 text-xs">
          <span id={`${id}-short`} className="text-destructive">
            {touched && tooShort ? t("tools.form.tooShort", { min: DESCRIPTION_MIN_CHARS }) : null}
          </span>
          <span
            id={`${id}-counter`}
            dir="auto"
            className={cn(
              "tabular-nums",
              description.length >= DESCRIPTION_MAX_CHARS ? "text-destructive" : "text-muted-foreground",
            )}
          >
            {t("tools.form.counter", { count: description.length, max: DESCRIPTION_MAX_CHARS })}
          </span>
        </div>

        <h2 className="mt-8 text-lg font-semibold text-foreground">{t("tools.form.step2Title")}</h2>
        <div className="mt-4 space-y-5">
          {withLength ? (
            <ChoiceGroup
              legend={t("tools.form.length")}
              name="length"
              value={length}
              onChange={setLength}
              disabled={state.running}
              choices={TOOL_LENGTHS.map((value) => ({
                value,
                label: value === "short" ? t("tools.form.lengthShort") : t("tools.form.lengthLong"),
              }))}
            />
          ) : null}
          <ChoiceGroup
            legend={t("tools.form.tone")}
            name="tone"
            value={tone}
            onChange={setTone}
            disabled={state.running}
            choices={TOOL_TONES.map((value) => ({ value, label: t(`tools.form.tones.${value}`) }))}
          />
          {withLength ? (
            <div>
              <ChoiceGroup
                legend={t("tools.form.hashtags")}
                name="hashtags"
                value={hashtags}
                onChange={setHashtags}
                disabled={state.running}
                choices={HASHTAG_COUNTS.map((value) => ({
                  value,
                  label: value === 0 ? t("tools.form.hashtagsNone") : String(value),
                }))}
              />
              {cappedHashtags < hashtags ? (
                <p className="mt-2 text-xs text-muted-foreground">
                  {t("tools.form.hashtagsCapped", { platform: platformName, count: cappedHashtags })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className="mt-8 flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={state.running} data-testid="tool-generate">
            {state.running ? (
              <Spinner className="h-4 w-4" label={t("tools.form.generating")} />
            ) : (
              <>
                <Sparkles aria-hidden className="h-4 w-4" />
                {t("tools.form.generate")}
              </>
            )}
          </Button>
          {state.running ? (
            <>
              <Button type="button" variant="outline" size="lg" onClick={stop}>
                {t("tools.form.cancel")}
              </Button>
              <span className="text-xs text-muted-foreground">{t("tools.form.escHint")}</span>
            </>
          ) : null}
        </div>
      </form>

      {state.error?.kind === "cap" ? <DailyCapNotice cap={state.error} /> : null}
      {errorText ? (
        <div
          role="alert"
          data-testid="tool-error"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive"
        >
          <span>{errorText}</span>
          <Button type="button" variant="outline" size="sm" onClick={generate}>
            {t("tools.results.retry")}
          </Button>
        </div>
      ) : null}

      {state.variants.length > 0 ? (
        <ToolResults
          tool={tool}
          platform={platform}
          platformName={platformName}
          variants={state.variants}
          provider={state.provider}
          remaining={state.remaining}
          running={state.running}
          keywords={state.keywords}
          descriptionLanguage={state.descriptionLanguage}
        />
      ) : null}
    </div>
  );
}
