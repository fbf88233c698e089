"use client";
import { useTranslations } from "next-intl";
import { MESSAGES } from "@/domain/validation";

/** The shared schemas carry the spec's English messages; the forms show them in the page's language. */
export function useValidationMessage() {
  const t = useTranslations();
  return (message: string | undefined): string | undefined => {
    switch (message) {
      case undefined:
        return undefined;
      case MESSAGES.email:
        return t("validation.email");
      case MESSAGES.fullName:
        return t("validation.fullName");
      case MESSAGES.password:
        return t("validation.password");
      case MESSAGES.confirmPassword:
        return t("validation.confirmPassword");
      case MESSAGES.teamName:
        return t("validation.teamName");
      default:
        return message;
    }
  };
}
