"use client";
// The plan's limit is reached (API code 90001): say so and lead to the plans.
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";

export function PlanLimitNotice() {
  const t = useTranslations();
  return (
    <Alert tone="warning" role="alert" data-testid="plan-limit">
      {t("analyzeUi.track.planLimit")}{" "}
      <NextLink href="/dashboard/subscriptions/" className="font-medium underline">
        {t("analyzeUi.track.upgrade")}
      </NextLink>
    </Alert>
  );
}
