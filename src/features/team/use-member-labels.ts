"use client";
// Member status and dates in the page's language. Status 0 is a member beyond the plan's seats, who keeps read
// access only (the members list reports read-only members so; src/server/queries/team/get-team-members.ts).
import { useFormatter, useTranslations } from "next-intl";
import { MemberStatus, type MemberStatusValue } from "@/domain/enums";

export function useMemberLabels() {
  const t = useTranslations();
  const format = useFormatter();
  return {
    status: (status: MemberStatusValue) =>
      status === MemberStatus.Active
        ? t("teamMembers.status.active")
        : status === MemberStatus.Inviting
          ? t("teamMembers.status.invited")
          : t("teamMembers.status.readOnly"),
    /** Why a member is read-only (status 0: beyond the plan's seats after a downgrade). */
    readOnlyHint: () => t("teamMembers.status.readOnlyHint"),
    /** 25 Nov 2026 in the locale's order; a dash when unknown. */
    date: (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium" }) : "—"),
  };
}
