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
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {t("analyzeUi.progress.title", { account: label })}
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
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
                      done ? "bg-brand-500" : "bg-slate-200 dark:bg-slate-700",
                    )}
                  />
                ) : null}
                <span
                  aria-hidden
                  className={cn(
                    "flex h-7 w-7 shrink-0 items-center justify-center rounded-full border",
                    done && "border-brand-600 bg-brand-600 text-white",
                    active && "border-brand-500 bg-brand-50 text-brand-600 dark:text-brand-400",
                    !done &&
                      !active &&
                      "border-slate-200 bg-white text-slate-400 dark:border-slate-800 dark:bg-night-surface dark:text-slate-500",
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
                <span
                  className={cn(
                    "text-sm",
                    active ? "font-semibold text-slate-900 dark:text-slate-100" : "text-slate-600 dark:text-slate-400",
                  )}
                >
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
