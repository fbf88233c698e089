import type analyzeMessages from "../../messages/analyze/en.json";
import type analyzeUiMessages from "../../messages/analyze-ui/en.json";
import type blogMessages from "../../messages/blog/en.json";
import type dashboardAlertsMessages from "../../messages/dashboard-alerts/en.json";
import type dashboardApiMessages from "../../messages/dashboard-api/en.json";
import type dashboardAvatarsMessages from "../../messages/dashboard-avatars/en.json";
import type dashboardBillingMessages from "../../messages/dashboard-billing/en.json";
import type dashboardCompareMessages from "../../messages/dashboard-compare/en.json";
import type dashboardDemoMessages from "../../messages/dashboard-demo/en.json";
import type dashboardHistoryMessages from "../../messages/dashboard-history/en.json";
import type dashboardOverviewMessages from "../../messages/dashboard-overview/en.json";
import type dashboardPriorityMessages from "../../messages/dashboard-priority/en.json";
import type dashboardReportsMessages from "../../messages/dashboard-reports/en.json";
import type dashboardRolesMessages from "../../messages/dashboard-roles/en.json";
import type dashboardTeamMessages from "../../messages/dashboard-team/en.json";
import type dashboardThemeMessages from "../../messages/dashboard-theme/en.json";
import type dashboardTrackingMessages from "../../messages/dashboard-tracking/en.json";
import type dashboardUiMessages from "../../messages/dashboard-ui/en.json";
import type coreMessages from "../../messages/en.json";
import type landingMessages from "../../messages/landing/en.json";
import type legalSeoMessages from "../../messages/legal-seo/en.json";
import type shareMessages from "../../messages/share/en.json";
import type toolsMessages from "../../messages/tools/en.json";
import type { routing } from "./routing";

// Typed keys: t("auth.signin.title") is checked against the English source (the core file and every area file).
type Messages = typeof coreMessages &
  typeof analyzeMessages &
  typeof analyzeUiMessages &
  typeof dashboardTrackingMessages &
  typeof dashboardUiMessages &
  typeof blogMessages &
  typeof dashboardAlertsMessages &
  typeof dashboardApiMessages &
  typeof dashboardAvatarsMessages &
  typeof dashboardBillingMessages &
  typeof dashboardCompareMessages &
  typeof dashboardDemoMessages &
  typeof dashboardHistoryMessages &
  typeof dashboardOverviewMessages &
  typeof dashboardPriorityMessages &
  typeof dashboardReportsMessages &
  typeof dashboardRolesMessages &
  typeof dashboardTeamMessages &
  typeof dashboardThemeMessages &
  typeof landingMessages &
  typeof legalSeoMessages &
  typeof shareMessages &
  typeof toolsMessages;
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}

/** Any full message key ("auth.signin.title"), for keys kept in data (menus, tables) and passed to t(). */
export type MessageKey = import("next-intl").MessageKeys<Messages, import("next-intl").NestedKeyOf<Messages>>;
