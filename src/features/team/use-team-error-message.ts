"use client";
// A failed members call as a sentence in the page's language: the team's own codes here, the rest as the app words
// them (useErrorMessage).
import { useTranslations } from "next-intl";
import { ErrorCode } from "@/domain/error-codes";
import { Role } from "@/domain/roles";
import { ApiRequestError } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/errors/use-error-message";

export function useTeamErrorMessage() {
  const t = useTranslations();
  const fallback = useErrorMessage();
  return (error: unknown): string => {
    if (!(error instanceof ApiRequestError)) return fallback(error);
    switch (error.code) {
      case ErrorCode.AlreadyMember:
        return t("teamMembers.errors.alreadyMember");
      case ErrorCode.EmailNotVerified:
        return t("teamMembers.errors.verifyFirst");
      case ErrorCode.OwnerProtected:
        return t("teamMembers.errors.ownerProtected");
      case ErrorCode.PlanLimitReached:
        return t("teamMembers.errors.noSeats");
      case ErrorCode.RoleRequired: {
        const required = (error.data as { required_role?: number } | null)?.required_role;
        return required === Role.Owner ? t("teamMembers.errors.ownerOnly") : t("teamMembers.errors.adminOnly");
      }
      default:
        return fallback(error);
    }
  };
}
