"use client";
import { useTranslations } from "next-intl";
import { Role, type RoleValue } from "@/domain/roles";

export function useRoleLabel() {
  const t = useTranslations();
  return (role: RoleValue) =>
    role === Role.Owner
      ? t("dashboard.roles.owner")
      : role === Role.Admin
        ? t("dashboard.roles.admin")
        : t("dashboard.roles.analyst");
}

export function usePlanName() {
  const t = useTranslations();
  return (plan: string) =>
    plan === "max" ? t("dashboard.plans.max") : plan === "pro" ? t("dashboard.plans.pro") : t("dashboard.plans.free");
}

/** "Free plan", "Pro plan"… */
export function usePlanLabel() {
  const t = useTranslations();
  const planName = usePlanName();
  return (plan: string) => t("dashboard.profile.plan", { plan: planName(plan) });
}
