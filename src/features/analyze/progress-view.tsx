"use client";
// The run's progress as a vertical stepper (spec section 4): finished steps ticked, the current one spinning.
import { CircleCheck, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import { ANALYSIS_STEPS } from "@/domain/analysis";
import { cn } from "@/lib/cn";

export function ProgressView({ label, step, loading }: { label: string; step: number; loading: boolean }) {
  const t = useTranslations();
  // Before the first event the first step is under way; once loading the result, every step is done.
  const current = loading ? ANALYSIS_STEPS.length : Math.max(0, step);
  return (
    <Card className="mx-auto w-full max-w-xl" data-testid="analysis-progress">
      <CardContent className="space-y-6 py-6">
        <div>
          <h2 className="text-lg font-semibold text-foreground">{t("analyzeUi.progress.title", { account: label })}</h2>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {loading ? t("analyzeUi.progress.loading") : t("analyzeUi.progress.hint")}
          </p>
        </div>
        <ol className="relative space-y-5">
          {ANALYSIS_STEPS.map((name, index) => {
            const done = index < current;
            const active = index === current;
            return (
              <li
                key={name}
                className="relative flex items-center gap-3"
                aria-current={active ? "step" : undefined}
                data-state={done ? "done" : active ? "active" : "pending"}
              >
                {index < ANALYSIS_STEPS.length - 1 ? (
                  <span
                    aria-hidden
                    className={cn(
                      "absolute start-3.5 top-7 h-5 w-px -translate-x-1/2 rtl:translate-x-1/2",
                      done ? "bg-primary" : "bg-input",
                    )}
                  />
                ) : null}
                <span
                  aria-hidden
                  className={cn(
                    "flex h-7 w-7 shrink-0 items-center justify-center rounded-full border",
                    done && "border-primary bg-primary text-primary-foreground",
                    active && "border-brand-500 bg-accent text-accent-foreground",
                    !done && !active && "border-border bg-card text-muted-foreground",
                  )}
                >
                  {done ? (
                    <CircleCheck className="h-4 w-4" />
                  ) : active ? (
                    <Loader2 className="h-4 w-4 animate-spin" />
                  ) : (
                    <span className="text-xs font-medium">{index + 1}</span>
                  )}
                </span>
                <span className={cn("text-sm", active ? "font-semibold text-foreground" : "text-muted-foreground")}>
                  {t(`analyzeUi.steps.${name}`)}
                </span>
                <span className="sr-only">
                  {done
                    ? t("analyzeUi.progress.stepDone")
                    : active
                      ? t("analyzeUi.progress.stepActive")
                      : t("analyzeUi.progress.stepPending")}
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
