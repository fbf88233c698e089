"use client";
// The test provider's stand-in for Stripe's Customer Portal (`?portal=test`, issue 15 item 5): cancel at period end
// or resume, and two clearly labelled simulations of what the calendar would do (the period ending, or its renewal
// being declined), so the whole life of a subscription can be walked through on a fresh install.
import { FlaskConical } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { confirm } from "@/components/modals/events";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Subscription } from "@/domain/contracts/billing";
import { useCancelSubscription, useResumeSubscription, useSimulatePeriodEnd } from "@/lib/queries/billing";
import type { BillingAccess } from "./billing-rules";
import { OwnerButton } from "./owner-button";
import { useBillingFormat } from "./use-billing-format";

export function TestPortalPanel({ subscription, access }: { subscription: Subscription; access: BillingAccess }) {
  const t = useTranslations();
  const { date } = useBillingFormat();
  const cancel = useCancelSubscription({ success: t("dashboardBilling.portal.canceled"), error: true });
  const resume = useResumeSubscription({ success: t("dashboardBilling.portal.resumed"), error: true });
  const advance = useSimulatePeriodEnd({
    success: (_, { fail }) =>
      fail ? t("dashboardBilling.portal.renewalFailed") : t("dashboardBilling.portal.advanced"),
    error: true,
  });
  const busy = cancel.isPending || resume.isPending || advance.isPending;
  const live = subscription.status !== null && subscription.status !== "canceled";
  const periodEnd = date(subscription.current_period_end);

  const askCancel = () =>
    confirm({
      title: t("dashboardBilling.confirm.cancelTitle"),
      message: t("dashboardBilling.confirm.cancelText", { date: periodEnd }),
      confirmText: t("dashboardBilling.portal.cancel"),
      cancelText: t("dashboardBilling.confirm.keep"),
      color: "danger",
      onSubmit: async () => {
        await cancel.mutateAsync();
      },
    });

  return (
    <Card data-testid="test-portal" className="border-warning/40">
      <CardHeader className="flex flex-row flex-wrap items-center gap-2">
        <FlaskConical aria-hidden className="h-4 w-4 text-warning" />
        <CardTitle className="me-auto">{t("dashboardBilling.portal.title")}</CardTitle>
        <Link href="/dashboard/subscriptions/" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("dashboardBilling.portal.close")}
        </Link>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <p className="text-muted-foreground">{t("dashboardBilling.portal.text")}</p>
        {live ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="me-auto">
              {subscription.cancel_at_period_end
                ? t("dashboardBilling.current.endsOn", { date: periodEnd })
                : t("dashboardBilling.current.renewsOn", { date: periodEnd })}
            </span>
            {subscription.cancel_at_period_end ? (
              <OwnerButton
                access={access}
                variant="outline"
                disabled={busy}
                onClick={() => resume.mutate()}
                data-testid="portal-resume"
              >
                {t("dashboardBilling.portal.resume")}
              </OwnerButton>
            ) : (
              <OwnerButton
                access={access}
                variant="danger"
                disabled={busy}
                onClick={askCancel}
                data-testid="portal-cancel"
              >
                {t("dashboardBilling.portal.cancel")}
              </OwnerButton>
            )}
          </div>
        ) : (
          <p>{t("dashboardBilling.portal.nothing")}</p>
        )}
        {live ? (
          <div className="space-y-3 rounded-md border border-dashed border-warning/50 p-4">
            <p className="font-medium text-warning">{t("dashboardBilling.portal.simulations")}</p>
            <div className="flex flex-wrap gap-3">
              <OwnerButton
                access={access}
                variant="outline"
                disabled={busy}
                onClick={() => advance.mutate({ fail: false })}
                data-testid="simulate-period-end"
              >
                {t("dashboardBilling.portal.simulateEnd")}
              </OwnerButton>
              <OwnerButton
                access={access}
                variant="outline"
                disabled={busy}
                onClick={() => advance.mutate({ fail: true })}
                data-testid="simulate-failed-renewal"
              >
                {t("dashboardBilling.portal.simulateFailure")}
              </OwnerButton>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
