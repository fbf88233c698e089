"use client";
// 7 / 30 / 90 days as a segmented control: toggle buttons with aria-pressed, reachable and usable by keyboard.
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { PERIODS, type PeriodDays } from "./types";

export function PeriodSwitcher({ days, onChange }: { days: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const t = useTranslations();
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-sm dark:border-white/10 dark:bg-white/5">
      <legend className="sr-only">{t("overview.period.label")}</legend>
      {PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === days}
          onClick={() => onChange(option)}
          data-testid={`overview-period-${option}`}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
            option === days
              ? "bg-brand-600 text-white"
              : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10",
          )}
        >
          <bdi>{t("overview.period.days", { days: option })}</bdi>
        </button>
      ))}
    </fieldset>
  );
}
