"use client";
import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState, PageHeading } from "@/components/layout/empty-state";
import { useRootStore } from "@/lib/store/root-store";
import { usePlanName } from "../shell/use-labels";

export function SubscriptionsView() {
  const t = useTranslations();
  const planName = usePlanName();
  const plan = useRootStore((s) => s.user_info?.team_info.plan ?? "free");
  return (
    <>
      <PageHeading>{t("dashboard.profile.subscriptions")}</PageHeading>
      <EmptyState
        icon={CreditCard}
        title={t("dashboard.empty.subscriptionsTitle", { plan: planName(plan) })}
        text={t("dashboard.empty.subscriptionsText")}
        badge={t("dashboard.empty.comingSoon")}
      />
    </>
  );
}
