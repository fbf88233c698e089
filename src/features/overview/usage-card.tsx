"use client";
// Usage against the plan's limits as progress bars, with the plan's history and refresh terms. Upgrade is offered
// to Owner and Admin only, the same rule as the plan-limit modal.
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { canManageTeam } from "@/domain/roles";
import { cn } from "@/lib/cn";
import { useRootStore } from "@/lib/store/root-store";
import type { Limit, OverviewData } from "./types";

function UsageBar({ label, limit }: { label: string; limit: Limit }) {
  const t = useTranslations();
  const unlimited = limit.limit === null;
  const excluded = limit.limit === 0;
  const share = unlimited || excluded ? 0 : Math.min(1, limit.used / (limit.limit ?? 1));
  const tone = share >= 1 ? "bg-destructive" : share >= 0.8 ? "bg-warning" : "bg-primary";
  const text = unlimited
    ? t("overview.usage.unlimited", { used: limit.used })
    : excluded
      ? t("overview.usage.notIncluded")
      : t("overview.usage.of", { used: limit.used, limit: limit.limit ?? 0 });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-foreground">{label}</span>
        <span className="text-muted-foreground tabular-nums" dir="auto">
          {text}
        </span>
      </div>
      {excluded ? null : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={unlimited ? undefined : (limit.limit ?? undefined)}
          aria-valuenow={limit.used}
          aria-valuetext={text}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className={cn("h-full rounded-full", tone)} style={{ width: `${unlimited ? 0 : share * 100}%` }} />
        </div>
      )}
    </div>
  );
}

export function UsageCard({ usage }: { usage: OverviewData["usage"] }) {
  const t = useTranslations();
  const role = useRootStore((s) => s.user_info?.role);
  const canUpgrade = role !== undefined && canManageTeam(role);
  return (
    <Card className="min-w-0" data-testid="overview-usage">
      <CardHeader className="flex items-center justify-between gap-3">
        <CardTitle>{t("overview.usage.title")}</CardTitle>
        <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
          {t("overview.usage.plan", { plan: usage.plan_label })}
        </span>
      </CardHeader>
      <CardContent className="space-y-4">
        <UsageBar label={t("overview.usage.feeds")} limit={usage.feeds} />
        <UsageBar label={t("overview.usage.channels")} limit={usage.channels} />
        <UsageBar label={t("overview.usage.seats")} limit={usage.seats} />
        <dl className="grid grid-cols-2 gap-3 border-t border-border pt-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{t("overview.usage.history")}</dt>
            <dd className="font-medium text-foreground">
              {usage.history_days === null
                ? t("overview.usage.historyUnlimited")
                : t("overview.usage.historyDays", { days: usage.history_days })}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("overview.usage.refresh")}</dt>
            <dd className="font-medium text-foreground">
              {t("overview.usage.refreshHours", { hours: usage.refresh_hours })}
            </dd>
          </div>
        </dl>
        {usage.plan === "max" ? null : canUpgrade ? (
          <Button asChild className="w-full">
            <NextLink href="/dashboard/subscriptions/" data-testid="overview-upgrade">
              {t("overview.usage.upgrade")}
            </NextLink>
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">{t("overview.usage.askOwner")}</p>
        )}
      </CardContent>
    </Card>
  );
}
