"use client";
// Member status and dates in the page's language.
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
          : t("teamMembers.status.inactive"),
    /** 25 Nov 2026 in the locale's order; a dash when unknown. */
    date: (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium" }) : "—"),
  };
}
