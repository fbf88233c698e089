"use client";
// Paste one or many video links (one a line); each is tracked in turn (POST /v1/feed) with its own result line.
import { CheckCircle2, Info, Plus, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { type LinkOutcome, useTrackFeedLinks } from "@/lib/queries/tracking";
import { useErrorMessage } from "../../lib/errors/use-error-message";

/** Stays under the batch size so a long paste does not run for minutes. */
const MAX_LINKS = 50;

export function AddFeedsPanel() {
  const t = useTranslations();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [text, setText] = useState("");
  const [outcomes, setOutcomes] = useState<LinkOutcome[]>([]);
  const track = useTrackFeedLinks((index, outcome) =>
    setOutcomes((current) => current.map((previous, at) => (at === index ? outcome : previous))),
  );
  const running = track.isPending;
  const lock = useRoleLock(Action.ManageTracking);

  const links = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_LINKS);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!links.length || running || lock.locked) return;
    setOutcomes(links.map((url) => ({ url, state: "pending" })));
    // What was not tracked stays in the box for another try; what was tracked leaves it.
    track.mutate(links, {
      onSuccess: (results) =>
        setText(
          results
            .filter((outcome) => outcome.state !== "tracked" && outcome.state !== "already")
            .map((outcome) => outcome.url)
            .join("\n"),
        ),
    });
  };

  return (
    <Card className="p-5" data-testid="add-feeds">
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-foreground">
          {t("tracking.add.label")}
        </label>
        <textarea
          id={id}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("tracking.add.placeholder")}
          className="w-full rounded-md border border-input bg-card px-3 py-2 font-mono text-sm text-foreground placeholder:font-sans placeholder:text-muted-foreground focus:border-ring focus:ring-2 focus:ring-ring/40 focus:outline-none"
          disabled={running || lock.locked}
        />
        <div className="flex flex-wrap items-center gap-3">
          <RoleLocked lock={lock}>
            <Button type="submit" disabled={running || !links.length || lock.locked}>
              <Plus aria-hidden className="h-4 w-4" />
              {running ? t("tracking.add.running") : t("tracking.add.submit", { count: links.length })}
            </Button>
          </RoleLocked>
          <span className="text-xs text-muted-foreground">{t("tracking.add.hint", { max: MAX_LINKS })}</span>
        </div>
      </form>
      {outcomes.length ? (
        <ul className="mt-4 space-y-1.5 text-sm" aria-live="polite">
          {outcomes.map((outcome) => (
            <li key={outcome.url} className="flex min-w-0 items-start gap-2">
              {outcome.state === "tracked" ? (
                <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-success" />
              ) : outcome.state === "already" || outcome.state === "pending" ? (
                <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-foreground" />
              ) : (
                <XCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-destructive" />
              )}
              <span className="min-w-0 flex-1 break-all text-foreground">{outcome.url}</span>
              <span className="shrink-0 text-muted-foreground">
                {outcome.state === "error" ? errorMessage(outcome.error) : t(`tracking.add.result.${outcome.state}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
