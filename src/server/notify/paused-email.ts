// The email to a team's Owners and Admins when a destination is paused after failing
// PAUSE_AFTER_CONSECUTIVE_FAILURES times in a row (issue 16 item 4), in each recipient's language.
import "server-only";
import { type EmailContent, layout } from "../email/templates";
import type { AlertText } from "./alert-text";
import { PAUSE_AFTER_CONSECUTIVE_FAILURES } from "./delivery-outcome";

export interface PausedDestination {
  /** How the destination is shown: an email address, "Telegram chat -100200", a webhook's host… never a secret. */
  destination: string;
  group: string;
  lastError: string;
  /** The notification groups page. */
  groupsUrl: string;
}

export function destinationPausedEmail(text: AlertText, input: PausedDestination): EmailContent {
  const { t } = text;
  const lines = [
    t("alertMessages.paused.body", {
      destination: input.destination,
      group: input.group,
      count: PAUSE_AFTER_CONSECUTIVE_FAILURES,
      error: input.lastError,
    }),
    t("alertMessages.paused.check"),
  ];
  const action = { label: t("alertMessages.paused.action"), url: input.groupsUrl };
  return {
    subject: t("alertMessages.paused.subject", { destination: input.destination }),
    text: `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n`,
    html: layout(t("alertMessages.paused.heading"), lines, action, t("alertMessages.linkHint")),
  };
}
