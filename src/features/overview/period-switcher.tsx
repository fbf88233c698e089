"use client";
// 7 / 30 / 90 days as a segmented control: toggle buttons with aria-pressed, reachable and usable by keyboard.
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { PERIODS, type PeriodDays } from "./types";

export function PeriodSwitcher({ days, onChange }: { days: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const t = useTranslations();
  return (
    <fieldset className="inline-flex rounded-lg border border-border bg-card p-0.5 shadow-sm">
      <legend className="sr-only">{t("overview.period.label")}</legend>
      {PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === days}
          onClick={() => onChange(option)}
          data-testid={`overview-period-${option}`}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            option === days ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
          )}
        >
          <bdi>{t("overview.period.days", { days: option })}</bdi>
        </button>
      ))}
    </fieldset>
  );
}
