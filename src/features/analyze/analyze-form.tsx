"use client";
// The analysis input: a link or @handle, the platform (preselected on the platform pages) and the start button.
// The text is checked in the browser first; the API's own refusal (field error, rate limit) shows in the same place.
import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { type RefObject, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import { isPlatformName, PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import { ApiRequestError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { useInputCheck } from "./use-input-message";

/** The message of the `url` field when the API refused the input itself (data.errors.url), else null. */
function fieldErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const errors = (error.data as { errors?: Record<string, unknown> } | null)?.errors;
  return typeof errors?.url === "string" ? errors.url : null;
}

export function AnalyzeForm({
  defaultPlatform,
  placeholder,
  submitLabel,
  busy,
  inputRef,
  onStart,
  className,
}: {
  defaultPlatform: PlatformName | null;
  placeholder: string;
  submitLabel: string;
  /** A run is in progress: the button waits for it. */
  busy: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  onStart: (url: string, platform: PlatformName | null) => Promise<unknown>;
  className?: string;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const check = useInputCheck();
  const id = useId();
  const [url, setUrl] = useState("");
  const [platform, setPlatform] = useState<PlatformName | null>(defaultPlatform);
  // The browser's own check of the text; the API's refusal comes from the start mutation.
  const [problem, setProblem] = useState<string | null>(null);
  const starting = useMutation({
    mutationFn: (input: { url: string; platform: PlatformName | null }) => onStart(input.url, input.platform),
  });
  const error = problem ?? (starting.isError ? (fieldErrorOf(starting.error) ?? errorMessage(starting.error)) : null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check(url, platform);
    setProblem(found);
    if (found) {
      inputRef?.current?.focus();
      return;
    }
    starting.mutate({ url: url.trim(), platform });
  }

  const errorId = `${id}-error`;
  const waiting = starting.isPending || busy;
  return (
    <form onSubmit={submit} noValidate className={cn("w-full", className)} data-testid="analyze-form">
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-2 shadow-sm sm:flex-row">
        <label htmlFor={`${id}-platform`} className="sr-only">
          {t("analyzeUi.input.platform")}
        </label>
        <select
          id={`${id}-platform`}
          value={platform ?? ""}
          onChange={(event) => setPlatform(isPlatformName(event.target.value) ? event.target.value : null)}
          className="h-10 cursor-pointer rounded-md border border-border bg-muted px-2 text-sm text-foreground focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        >
          <option value="">{t("analyzeUi.input.anyPlatform")}</option>
          {PLATFORM_NAMES.map((name) => (
            <option key={name} value={name}>
              {PLATFORM_LABELS[name]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-url`} className="sr-only">
          {t("analyzeUi.input.label")}
        </label>
        <Input
          id={`${id}-url`}
          ref={inputRef}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex-1 border-transparent shadow-none focus:border-brand-500"
          data-testid="analyze-input"
        />
        <Button type="submit" disabled={waiting} className="sm:min-w-36" data-testid="analyze-submit">
          {waiting ? <Spinner className="text-white" /> : <Search aria-hidden className="h-4 w-4" />}
          {waiting ? t("analyzeUi.input.analyzing") : submitLabel}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-start text-sm text-destructive" data-testid="analyze-error">
          {error}
        </p>
      ) : (
        <p className="mt-2 text-start text-xs text-muted-foreground">{t("analyzeUi.input.hint")}</p>
      )}
    </form>
  );
}
