"use client";
// The plan-limit modal of spec sections 4, 6 and 8: any /v1 answer with code 90001 opens it. Owner and Admin get
// Upgrade (to the subscriptions page); other roles are told to ask the team's Owner.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { canManageTeam } from "@/domain/roles";
import { useRootStore } from "@/lib/store/root-store";
import { PLAN_LIMIT_EVENT, useWindowEvent } from "./events";
import { Modal, ModalFooter } from "./modal";

export function PlanLimitModal() {
  const t = useTranslations();
  const router = useRouter();
  const role = useRootStore((s) => s.user_info?.role);
  const [open, setOpen] = useState(false);
  useWindowEvent(PLAN_LIMIT_EVENT, () => setOpen(true));
  const canUpgrade = role !== undefined && canManageTeam(role);

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t("ui.planLimit.title")}
      description={t("ui.planLimit.text")}
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
