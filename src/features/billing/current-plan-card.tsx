"use client";
// The team's plan now (issue 15 item 5): plan, status, period end, Test mode, an operator's override, usage against
// the plan's limits, and the way to the card and cancellation (Stripe's portal, or the test panel on this page).
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CatalogPlan, Subscription } from "@/domain/contracts/billing";
import type { BillingAccess } from "./billing-rules";
import { OwnerButton } from "./owner-button";
import { UsageMeters } from "./usage-meters";
import { useBillingFormat } from "./use-billing-format";

const STATUS_VARIANT = {
  active: "success",
  trialing: "default",
  past_due: "destructive",
  canceled: "secondary",
} as const;

export function CurrentPlanCard({
  subscription,
  plan,
  access,
  onManage,
  managing,
}: {
  subscription: Subscription;
  plan: CatalogPlan;
  access: BillingAccess;
  onManage: () => void;
  managing: boolean;
}) {
  const t = useTranslations();
  const { date } = useBillingFormat();
  const { status } = subscription;
  const periodEnd = subscription.current_period_end;
  return (
    <Card data-testid="current-plan">
      <CardHeader className="flex flex-row flex-wrap items-center gap-2">
        <CardTitle className="me-auto">{t("dashboardBilling.current.title", { plan: plan.label })}</CardTitle>
        {status ? (
          <Badge variant={STATUS_VARIANT[status]} data-testid="subscription-status">
            {t(`dashboardBilling.status.${status}`)}
          </Badge>
        ) : null}
        {subscription.provider === "test" ? (
          <Badge variant="warning" data-testid="test-mode-badge">
            {t("dashboardBilling.testMode")}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-1 text-sm text-muted-foreground">
          {periodEnd && status !== "canceled" ? (
            <p data-testid="period-end">
              {subscription.cancel_at_period_end
                ? t("dashboardBilling.current.endsOn", { date: date(periodEnd) })
                : t("dashboardBilling.current.renewsOn", { date: date(periodEnd) })}
            </p>
          ) : null}
          {status === null || subscription.plan === "free" ? <p>{t("dashboardBilling.current.freeNote")}</p> : null}
          {status === "past_due" ? (
            <p className="text-destructive">
              {t("dashboardBilling.current.graceUntil", { date: date(subscription.grace_until) })}
            </p>
          ) : null}
          {subscription.operator_override ? (
            <p data-testid="operator-override">{t("dashboardBilling.current.override")}</p>
          ) : null}
        </div>
        <UsageMeters usage={subscription.usage} limits={plan.limits} />
        {status !== null && status !== "canceled" ? (
          <OwnerButton
            access={access}
            variant="outline"
            onClick={onManage}
            disabled={managing}
            data-testid="manage-billing"
          >
            {t("dashboardBilling.current.manage")}
          </OwnerButton>
        ) : null}
      </CardContent>
    </Card>
  );
}
