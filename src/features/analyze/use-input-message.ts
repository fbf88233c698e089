"use client";
// Checks the analysis input in the browser before calling the API, with a message in the page's language. The
// domain parser's own messages are English; its reasons pick the translated sentence instead.
import { useTranslations } from "next-intl";
import { parseInputSafe } from "@/domain/parse-input";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import type { PlatformName } from "@/domain/platforms";

export function useInputCheck() {
  const t = useTranslations();
  /** Null when the text names an account the API can analyze; otherwise what to fix. */
  return (text: string, platform: PlatformName | null): string | null => {
    const parsed = parseInputSafe(text, platform ? { platform } : {});
    const name = platform ? PLATFORM_LABELS[platform] : "";
    if (parsed.ok) return parsed.value.kind === "video" ? t("analyzeUi.input.videoLink") : null;
    switch (parsed.reason) {
      case "empty":
        return t("analyzeUi.input.empty");
      case "unsupported_site":
        return t("analyzeUi.input.unsupportedSite", { host: parsed.host ?? "" });
      case "needs_platform":
        return t("analyzeUi.input.needsPlatform");
      case "invalid_handle":
        return t("analyzeUi.input.invalidHandle");
      case "platform_mismatch":
        return t("analyzeUi.input.platformMismatch", { platform: name });
      case "invalid_id":
      case "reserved_path":
      case "unsupported_link":
        return t("analyzeUi.input.unsupportedLink");
      default:
        return t("analyzeUi.input.unrecognized");
    }
  };
}
