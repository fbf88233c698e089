import type analyzeMessages from "../../messages/analyze/en.json";
import type analyzeUiMessages from "../../messages/analyze-ui/en.json";
import type dashboardTrackingMessages from "../../messages/dashboard-tracking/en.json";
import type dashboardUiMessages from "../../messages/dashboard-ui/en.json";
import type coreMessages from "../../messages/en.json";
import type { routing } from "./routing";

// Typed keys: t("auth.signin.title") is checked against the English source (the core file and every area file).
type Messages = typeof coreMessages &
  typeof analyzeMessages &
  typeof analyzeUiMessages &
  typeof dashboardTrackingMessages &
  typeof dashboardUiMessages;
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}

/** Any full message key ("auth.signin.title"), for keys kept in data (menus, tables) and passed to t(). */
export type MessageKey = import("next-intl").MessageKeys<Messages, import("next-intl").NestedKeyOf<Messages>>;
