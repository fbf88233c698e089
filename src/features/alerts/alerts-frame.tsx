"use client";
// The frame of the three alert pages: the heading, a line on what the page is for, and for a Free team the
// explanation of alerts instead of the page (issue 16 item 6; spec section 9: custom alerts from Pro, webhooks on
// Max). Owner and Admin get an Upgrade link to the subscriptions page; other members are told whom to ask.
import { BellRing } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PageHeading } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { PLANS, planOf } from "@/domain/plans";
import { Action } from "@/domain/roles";
import { useCan } from "@/lib/auth/use-can";
import { useRootStore } from "@/lib/store/root-store";

export function useTeamPlan() {
  return planOf(useRootStore((state) => state.user_info?.team_info.plan));
}

/** Whether the signed-in account is known yet (it is read from storage after the first render). */
function useAccountKnown() {
  return useRootStore((state) => Boolean(state.user_info));
}

export function AlertsFrame({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const plan = useTeamPlan();
  const known = useAccountKnown();
  // Until the account is read, the plan is unknown: a skeleton, not the Free explanation, so paid teams see no flash.
  if (!known) {
    return (
      <div className="space-y-6" aria-busy>
        <PageHeading>{title}</PageHeading>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageHeading>{title}</PageHeading>
          {plan.limits.alerts === "none" ? null : <p className="-mt-4 text-sm text-muted-foreground">{intro}</p>}
        </div>
        {plan.limits.alerts === "none" ? null : actions}
      </div>
      {plan.limits.alerts === "none" ? <AlertsUpsell /> : children}
    </div>
  );
}

function AlertsUpsell() {
  const t = useTranslations();
  const format = useFormatter();
  const canPay = useCan(Action.ViewBilling);
  return (
    <section
      data-testid="alerts-upsell"
      className="flex flex-col items-center rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center"
    >
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <BellRing aria-hidden className="h-6 w-6" />
      </span>
      <h2 className="text-lg font-semibold text-foreground">{t("dashboardAlerts.upsell.title")}</h2>
      <p className="mt-2 max-w-xl text-sm text-muted-foreground">{t("dashboardAlerts.upsell.text")}</p>
      <figure className="mt-5 max-w-xl rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
        <figcaption className="mb-1 text-xs font-medium uppercase tracking-wide">
          {t("dashboardAlerts.upsell.exampleLabel")}
        </figcaption>
        <p data-testid="alerts-upsell-example">
          {t.rich("dashboardAlerts.sentence.increment.views", {
            target: t("dashboardAlerts.target.collection", { name: t("dashboardAlerts.upsell.exampleTarget") }),
            threshold: format.number(10_000),
            group: t("dashboardAlerts.upsell.exampleGroup"),
            b: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
          })}
        </p>
      </figure>
      <div className="mt-5 text-start">
        <h3 className="text-sm font-semibold text-foreground">{t("dashboardAlerts.upsell.plansTitle")}</h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-muted-foreground">
          <li>{t("dashboardAlerts.upsell.free")}</li>
          <li>{t("dashboardAlerts.upsell.pro", { rules: PLANS.pro.limits.alertRules })}</li>
          <li>{t("dashboardAlerts.upsell.max", { rules: PLANS.max.limits.alertRules })}</li>
        </ul>
      </div>
      <div className="mt-6">
        {canPay ? (
          <Button asChild data-testid="alerts-upgrade">
            <Link href="/dashboard/subscriptions/">{t("dashboardAlerts.upsell.upgrade")}</Link>
          </Button>
        ) : (
          <p className="text-sm font-medium text-foreground" data-testid="alerts-ask-owner">
            {t("dashboardAlerts.upsell.askOwner")}
          </p>
        )}
      </div>
    </section>
  );
}
