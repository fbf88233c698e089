// The messages the public pages' client components use: the landing, blog and legal copy is server-rendered, so
// sending it to the browser only made the HTML heavy (every area of the locale, 236 KB on the landing page). Client
// components on public pages read the top-level groups below; the landing, blog and legal pages get none (their islands
// take their words as props, issue 18 item 6). The dashboard layout keeps sending everything.
import type { AbstractIntlMessages } from "next-intl";

/** Whole top-level groups used by public client components (forms, analyze, tools, the plan modal, errors). */
const CLIENT_GROUPS = [
  "common",
  "errors",
  "validation",
  "auth",
  "dashboard",
  "notFound",
  "analyzeUi",
  "ui",
  "demo",
  "tools",
  "inviteAccept",
] as const;

/** Parts of otherwise server-rendered groups that a client island reads: [group, key]. */
const CLIENT_PARTS = [
  ["landing", "signIn"],
  ["dashboardBilling", "ask"],
  ["dashboardPriority", "planLimit"],
  // The role lock on the analyze page's track buttons (an Analyst may not track).
  ["roles", "locked"],
  // The alert confirmation page (/confirm-alerts/, linked from the email).
  ["dashboardAlerts", "confirmEmail"],
] as const;

export function publicClientMessages(all: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const group of CLIENT_GROUPS) if (all[group] !== undefined) picked[group] = all[group];
  for (const [group, key] of CLIENT_PARTS) {
    const source = all[group];
    if (typeof source !== "object" || source[key] === undefined) continue;
    picked[group] = { ...(picked[group] as AbstractIntlMessages | undefined), [key]: source[key] };
  }
  return picked;
}
