"use client";
// What people who cannot see billing get (issue 15 item 5): the team's plan and whom to ask, naming the Owner when
// the member list can be read; an unverified Owner or Admin is told to verify first (billing needs a verified email).
import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/layout/empty-state";
import { useTeamOwner } from "@/lib/queries/billing";
import { usePlanName } from "../shell/use-labels";

export function TeamOwnerNote({
  plan,
  ownerLookup,
  verified,
}: {
  plan: string;
  ownerLookup: boolean;
  verified: boolean;
}) {
  const t = useTranslations();
  const planName = usePlanName();
  const owner = useTeamOwner(ownerLookup);
  // The messages put the Owner in parentheses already: name and address are joined with a comma, not nested ones.
  const who = owner.data
    ? owner.data.full_name
      ? `${owner.data.full_name}, ${owner.data.email}`
      : owner.data.email
    : null;
  return (
    <div data-testid="billing-ask-owner">
      <EmptyState
        icon={CreditCard}
        title={t("dashboardBilling.ask.title", { plan: planName(plan) })}
        text={
          !verified && !ownerLookup
            ? t("dashboardBilling.ask.verify")
            : who
              ? t("dashboardBilling.ask.named", { owner: who })
              : t("dashboardBilling.ask.unnamed")
        }
      />
    </div>
  );
}
