"use client";
// /dashboard/subscriptions (issue 15 item 5): the team's plan and usage, the plans to move to, payments, and the
// card and cancellation. Owner acts; Admin reads with the buttons disabled; Analysts see the plan and who to ask.
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PageHeading } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { needsEmailVerification } from "@/domain/enums";
import { billingAccess } from "@/features/billing/billing-rules";
import { forgetChosenPlan, readChosenPlan, rememberedChosenPlan } from "@/features/billing/chosen-plan";
import { CurrentPlanCard } from "@/features/billing/current-plan-card";
import { PaymentsTable } from "@/features/billing/payments-table";
import { PlanCards, type PlanChoice } from "@/features/billing/plan-cards";
import { TeamOwnerNote } from "@/features/billing/team-owner-note";
import { TestPortalPanel } from "@/features/billing/test-portal-panel";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useCancelSubscription, useCheckout, usePlanCatalog, usePortal, useSubscription } from "@/lib/queries/billing";
import { useRootStore } from "@/lib/store/root-store";

export function SubscriptionsView() {
  const t = useTranslations();
  const describe = useErrorMessage();
  const router = useRouter();
  const searchParams = useSearchParams();
  const user = useRootStore((s) => s.user_info);
  const access = user ? billingAccess(user.role) : "none";
  const verified = user ? !needsEmailVerification(user.status) : false;
  const catalog = usePlanCatalog();
  const subscription = useSubscription(access !== "none" && verified);
  const checkout = useCheckout({ error: true });
  const portal = usePortal({ error: true });
  const cancel = useCancelSubscription({ success: t("dashboardBilling.portal.canceled"), error: true });
  const checkoutResult = searchParams.get("checkout");
  const testPortal = searchParams.get("portal") === "test";
  // The plan chosen on the pricing cards before sign-up (issue 20 item 5): from the URL, else kept from sign-up.
  const [offer] = useState(
    () => readChosenPlan(new URLSearchParams(searchParams.toString())) ?? rememberedChosenPlan(),
  );
  const offerMade = () => {
    forgetChosenPlan();
    // The dialog is open: drop the choice from the URL so a reload does not offer it again.
    window.history.replaceState(null, "", window.location.pathname);
  };

  // Back from a paid checkout (the server's success URL) the webhook may have landed a moment ago: read again.
  const refetch = subscription.refetch;
  useEffect(() => {
    if (checkoutResult === "success") void refetch();
  }, [checkoutResult, refetch]);

  const choose = async ({ plan, interval, change }: PlanChoice) => {
    if (change === "downgrade" && plan.name === "free") {
      await cancel.mutateAsync();
      return;
    }
    const sku = plan.skus[interval];
    if (sku === "free") return;
    const { url } = await checkout.mutateAsync(sku);
    window.location.assign(url);
  };

  const manage = () => {
    if (subscription.data?.provider === "test") router.push("/dashboard/subscriptions/?portal=test");
    else portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  };

  const heading = <PageHeading>{t("dashboard.profile.subscriptions")}</PageHeading>;
  const notices = (
    <>
      {checkoutResult === "success" ? (
        <Alert tone="success" data-testid="checkout-success" className="mb-6">
          {t("dashboardBilling.checkoutResult.success")}
        </Alert>
      ) : null}
      {checkoutResult === "cancel" || checkoutResult === "canceled" ? (
        <Alert tone="info" data-testid="checkout-canceled" className="mb-6">
          {t("dashboardBilling.checkoutResult.canceled")}
        </Alert>
      ) : null}
      {searchParams.get("change") === "scheduled" ? (
        <Alert tone="info" data-testid="change-scheduled" className="mb-6">
          {t("dashboardBilling.checkoutResult.scheduled")}
        </Alert>
      ) : null}
    </>
  );

  if (access === "none" || !verified) {
    return (
      <>
        {heading}
        <TeamOwnerNote plan={user?.team_info.plan ?? "free"} ownerLookup={access === "none"} verified={verified} />
      </>
    );
  }
  if (catalog.isError || subscription.isError) {
    const failed = catalog.isError ? catalog : subscription;
    return (
      <>
        {heading}
        <LoadError message={describe(failed.error)} onRetry={() => failed.refetch()} />
      </>
    );
  }
  if (!catalog.data || !subscription.data) {
    return (
      <>
        {heading}
        <div className="space-y-4" data-testid="subscriptions-loading">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </>
    );
  }
  const current = catalog.data.plans.find((plan) => plan.name === subscription.data.plan) ?? catalog.data.plans[0];
  return (
    <>
      {heading}
      {notices}
      <div className="space-y-8">
        {testPortal && subscription.data.provider === "test" ? (
          <TestPortalPanel subscription={subscription.data} access={access} />
        ) : null}
        {current ? (
          <CurrentPlanCard
            subscription={subscription.data}
            plan={current}
            access={access}
            onManage={manage}
            managing={portal.isPending}
          />
        ) : null}
        <PlanCards
          catalog={catalog.data}
          subscription={subscription.data}
          access={access}
          onChoose={choose}
          offer={offer}
          onOffered={offerMade}
        />
        <PaymentsTable />
      </div>
    </>
  );
}
