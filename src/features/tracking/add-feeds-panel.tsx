"use client";
// Paste one or many video links (one a line); each is tracked in turn (POST /v1/feed) with its own result line.
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Info, Plus, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError, api } from "@/lib/api/client";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { PlanLimitNotice } from "../analyze/plan-limit-notice";
import type { FeedItem } from "./types";

type Outcome =
  | { url: string; state: "pending" }
  | { url: string; state: "tracked" | "already" }
  | { url: string; state: "planLimit" }
  | { url: string; state: "error"; message: string };

/** Stays under the batch size so a long paste does not run for minutes. */
const MAX_LINKS = 50;

export function AddFeedsPanel() {
  const t = useTranslations();
  const id = useId();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  const links = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_LINKS);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!links.length || running) return;
    setRunning(true);
    const results: Outcome[] = links.map((url) => ({ url, state: "pending" }));
    setOutcomes([...results]);
    for (const [index, url] of links.entries()) {
      let outcome: Outcome;
      try {
        const feed = await api.post<FeedItem & { created: boolean }>("/feed", { url });
        outcome = { url, state: feed.created ? "tracked" : "already" };
      } catch (error) {
        outcome =
          error instanceof ApiRequestError && error.code === ErrorCode.PlanLimitReached
            ? { url, state: "planLimit" }
            : { url, state: "error", message: errorMessage(error) };
      }
      results[index] = outcome;
      setOutcomes([...results]);
      if (outcome.state === "planLimit") break;
    }
    setRunning(false);
    setText(
      results
        .filter((outcome) => outcome.state === "error" || outcome.state === "pending" || outcome.state === "planLimit")
        .map((outcome) => outcome.url)
        .join("\n"),
    );
    await queryClient.invalidateQueries({ queryKey: ["tracking"] });
  };

  const planLimit = outcomes.some((outcome) => outcome.state === "planLimit");
  return (
    <Card className="p-5" data-testid="add-feeds">
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
          {t("tracking.add.label")}
        </label>
        <textarea
          id={id}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("tracking.add.placeholder")}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none dark:border-slate-700 dark:bg-night-surface dark:text-slate-100 dark:placeholder:text-slate-500"
          disabled={running}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={running || !links.length}>
            <Plus aria-hidden className="h-4 w-4" />
            {running ? t("tracking.add.running") : t("tracking.add.submit", { count: links.length })}
          </Button>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t("tracking.add.hint", { max: MAX_LINKS })}
          </span>
        </div>
      </form>
      {outcomes.length ? (
        <ul className="mt-4 space-y-1.5 text-sm" aria-live="polite">
          {outcomes.map((outcome) => (
            <li key={outcome.url} className="flex min-w-0 items-start gap-2">
              {outcome.state === "tracked" ? (
                <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              ) : outcome.state === "already" || outcome.state === "pending" ? (
                <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-sky-600 dark:text-sky-400" />
              ) : (
                <XCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-red-600 dark:text-red-400" />
              )}
              <span className="min-w-0 flex-1 break-all text-slate-700 dark:text-slate-300">{outcome.url}</span>
              <span className="shrink-0 text-slate-600 dark:text-slate-400">
                {outcome.state === "error" ? outcome.message : t(`tracking.add.result.${outcome.state}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {planLimit ? (
        <div className="mt-3">
          <PlanLimitNotice />
        </div>
      ) : null}
    </Card>
  );
}
