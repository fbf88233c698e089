"use client";
// The team's usage against its plan (issue 15 item 5): feeds, channels and seats as bars, history and refresh
// cadence as the plan's values.
import { useTranslations } from "next-intl";
import type { CatalogPlan } from "@/domain/contracts/billing";
import { cn } from "@/lib/cn";
import { meterFor, type Usage } from "./billing-rules";

function MeterRow({
  label,
  used,
  limit,
  testId,
}: {
  label: string;
  used: number;
  limit: number | null;
  testId: string;
}) {
  const t = useTranslations();
  const meter = meterFor(used, limit);
  return (
    <div data-testid={testId} data-over={meter.over || undefined}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className={cn("font-medium tabular-nums", meter.over ? "text-destructive" : "text-foreground")}>
          {limit === null
            ? t("dashboardBilling.usage.ofUnlimited", { used })
            : t("dashboardBilling.usage.of", { used, limit })}
        </span>
      </div>
      <div
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter.percent}
      >
        <div
          className={cn("h-full rounded-full", meter.over ? "bg-destructive" : "bg-primary")}
          style={{ width: `${meter.percent}%` }}
        />
      </div>
    </div>
  );
}

function ValueRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium text-foreground">{value}</span>
    </div>
  );
}

export function UsageMeters({ usage, limits }: { usage: Usage; limits: CatalogPlan["limits"] }) {
  const t = useTranslations();
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="usage-meters">
      <MeterRow
        label={t("dashboardBilling.usage.feeds")}
        used={usage.feeds}
        limit={limits.feeds}
        testId="usage-feeds"
      />
      <MeterRow
        label={t("dashboardBilling.usage.channels")}
        used={usage.channels}
        limit={limits.channels}
        testId="usage-channels"
      />
      <MeterRow
        label={t("dashboardBilling.usage.seats")}
        used={usage.seats}
        limit={limits.seats}
        testId="usage-seats"
      />
      <div className="space-y-2">
        <ValueRow
          label={t("dashboardBilling.usage.history")}
          value={
            limits.history_days === null
              ? t("dashboardBilling.usage.historyUnlimited")
              : t("dashboardBilling.usage.historyDays", { days: limits.history_days })
          }
        />
        <ValueRow
          label={t("dashboardBilling.usage.refresh")}
          value={t("dashboardBilling.usage.refreshHours", { hours: limits.refresh_hours })}
        />
      </div>
    </div>
  );
}
