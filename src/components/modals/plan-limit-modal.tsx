"use client";
// The plan-limit modal of spec sections 4, 6 and 8: any /v1 answer with code 90001 opens it. It names the limit the
// team reached and the plan that lifts it, from the plan catalogue (issue 20 item 4), when the answer says which
// limit it was. Owner and Admin get Upgrade (to the subscriptions page); other roles are told to ask the Owner.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type PlanLimitFacts, planLimitFacts } from "@/domain/plan-limit-facts";
import { canManageTeam } from "@/domain/roles";
import { useRootStore } from "@/lib/store/root-store";
import { PLAN_LIMIT_EVENT, type PlanLimitDetail, useWindowEvent } from "./events";
import { Modal, ModalFooter } from "./modal";

/** "Free includes no channel tracking. Pro allows 20." (and the same for seats and alert rules) */
function useLimitSentence() {
  const t = useTranslations();
  return (facts: PlanLimitFacts): string => {
    const values = { plan: facts.current.label, count: facts.current.limit };
    const current = {
      feeds: () => t("ui.planLimit.current.feeds", values),
      channels: () => t("ui.planLimit.current.channels", values),
      seats: () => t("ui.planLimit.current.seats", values),
      alertRules: () => t("ui.planLimit.current.alertRules", values),
      priority: () => t("dashboardPriority.planLimit.current", values),
    }[facts.kind]();
    if (!facts.lifting) return current;
    const { label, limit } = facts.lifting;
    if (facts.kind === "priority")
      return `${current} ${t("dashboardPriority.planLimit.lifting", { plan: label, count: limit ?? 0 })}`;
    const lifting =
      limit === null
        ? t("ui.planLimit.lifting.unlimited", { plan: label })
        : t("ui.planLimit.lifting.limited", { plan: label, count: limit });
    return `${current} ${lifting}`;
  };
}

export function PlanLimitModal() {
  const t = useTranslations();
  const router = useRouter();
  const role = useRootStore((s) => s.user_info?.role);
  const currentPlan = useRootStore((s) => s.user_info?.team_info.plan);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<PlanLimitDetail>(null);
  useWindowEvent<PlanLimitDetail>(PLAN_LIMIT_EVENT, (event) => {
    setDetail(event.detail ?? null);
    setOpen(true);
  });
  const canUpgrade = role !== undefined && canManageTeam(role);
  const facts = planLimitFacts(detail?.limit_kind, currentPlan, detail?.plan);
  const limitSentence = useLimitSentence();
  const description = facts ? limitSentence(facts) : t("ui.planLimit.text");

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t("ui.planLimit.title")}
      description={description}
      testId="plan-limit-modal"
    >
      {canUpgrade ? null : <p data-testid="plan-limit-ask-owner">{t("dashboardBilling.ask.unnamed")}</p>}
      <ModalFooter>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {t("ui.planLimit.close")}
        </Button>
        {canUpgrade ? (
          <Button
            type="button"
            onClick={() => {
              setOpen(false);
              router.push("/dashboard/subscriptions/");
            }}
            data-testid="plan-limit-upgrade"
          >
            {t("ui.planLimit.upgrade")}
          </Button>
        ) : null}
      </ModalFooter>
    </Modal>
  );
}
