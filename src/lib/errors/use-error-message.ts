"use client";
import { useTranslations } from "next-intl";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError } from "@/lib/api/client";

/** A failed call as a sentence in the page's language: known codes are translated, others keep the server's words. */
export function useErrorMessage() {
  const t = useTranslations();
  return (error: unknown): string => {
    if (error instanceof ApiRequestError) {
      switch (error.code) {
        case ErrorCode.InvalidCredentials:
          return t("errors.invalidCredentials");
        case ErrorCode.EmailTaken:
          return t("errors.emailTaken");
        case ErrorCode.InvalidToken:
          return t("errors.invalidToken");
        case ErrorCode.WrongPassword:
          return t("errors.wrongPassword");
        case ErrorCode.RateLimited:
          return t("errors.rateLimited");
        case ErrorCode.Forbidden:
          return t("errors.forbidden");
        case ErrorCode.Unauthorized:
          return t("errors.sessionExpired");
        case null:
          if (error.status === null) return t("errors.network");
          return t("errors.apiFailed", { status: error.status });
        default:
          return error.message || t("errors.requestFailed");
      }
    }
    return error instanceof Error && error.message ? error.message : t("errors.network");
  };
}
