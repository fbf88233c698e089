// A stored destination as the senders take it (src/server/notify/alert-message.ts), or why nothing may be sent to
// it now (issue 16 item 4): paused after PAUSE_AFTER_CONSECUTIVE_FAILURES failures in a row, or an email address
// whose confirmation link was not followed yet. Both the delivery job and the group's test button ask this.
import "server-only";
import { NotificationChannelType } from "@/domain/enums";
import { PLANS, planOf } from "@/domain/plans";
import type { AlertDestination } from "../../notify/alert-message";
import { PAUSE_AFTER_CONSECUTIVE_FAILURES } from "../../notify/delivery-outcome";
import type { DestinationRow } from "../../queries/alerts/get-delivery-batch";

export type Sendable = { ok: true; destination: AlertDestination } | { ok: false; reason: string };

export const SKIP_REASONS = {
  removed: "The destination was removed from its notification group",
  paused: `Paused after ${PAUSE_AFTER_CONSECUTIVE_FAILURES} failed deliveries in a row: check it and save the group to resume`,
  unconfirmed: "The address has not confirmed yet: the link mailed to it must be followed first",
  incomplete: "The destination is missing its URL or credentials",
  noAlerts: `Alerts need the ${PLANS.pro.label} or ${PLANS.max.label} plan: the team's plan has none`,
  webhookNeedsMax: `Webhook destinations need the ${PLANS.max.label} plan`,
} as const;

/**
 * What the team's plan allows NOW, asked again at send time (issue 16 item 2): a team that moved to Free sends
 * nothing, and one below Max sends to no webhook, even for alerts that fired before the change. Null: allowed.
 */
export function planSkipReason(plan: string | null, type: number): string | null {
  const alerts = planOf(plan).limits.alerts;
  if (alerts === "none") return SKIP_REASONS.noAlerts;
  if (type === NotificationChannelType.Webhook && alerts !== "webhook") return SKIP_REASONS.webhookNeedsMax;
  return null;
}

/** `emailLocale`: the language of the address's own account, for email destinations. */
export function sendableDestination(row: DestinationRow | null, emailLocale: string | null = null): Sendable {
  if (!row) return { ok: false, reason: SKIP_REASONS.removed };
  if (row.pausedAt) return { ok: false, reason: SKIP_REASONS.paused };
  const incomplete = { ok: false, reason: SKIP_REASONS.incomplete } as const;
  switch (row.type) {
    case NotificationChannelType.Email:
      if (!row.email) return incomplete;
      if (!row.confirmedAt) return { ok: false, reason: SKIP_REASONS.unconfirmed };
      return { ok: true, destination: { type: "email", email: row.email, locale: emailLocale } };
    case NotificationChannelType.Telegram:
      if (!row.botToken || !row.chatId) return incomplete;
      return { ok: true, destination: { type: "telegram", botToken: row.botToken, chatId: row.chatId } };
    case NotificationChannelType.Lark:
      if (!row.url) return incomplete;
      return { ok: true, destination: { type: "lark", url: row.url, secret: row.secret } };
    case NotificationChannelType.Discord:
      return row.url ? { ok: true, destination: { type: "discord", url: row.url } } : incomplete;
    case NotificationChannelType.Slack:
      return row.url ? { ok: true, destination: { type: "slack", url: row.url } } : incomplete;
    case NotificationChannelType.Webhook:
      if (!row.url || !row.secret) return incomplete;
      return { ok: true, destination: { type: "webhook", url: row.url, secret: row.secret } };
    default:
      return incomplete;
  }
}

/** How a destination is named in the pause email: never a secret (no token, no URL path). */
export function destinationLabel(row: DestinationRow): string {
  const host = (url: string | null) => (url && URL.canParse(url) ? new URL(url).host : "");
  switch (row.type) {
    case NotificationChannelType.Email:
      return row.email ?? "";
    case NotificationChannelType.Telegram:
      return `Telegram ${row.chatId ?? ""}`.trim();
    case NotificationChannelType.Lark:
      return `Lark · ${host(row.url)}`;
    case NotificationChannelType.Discord:
      return `Discord · ${host(row.url)}`;
    case NotificationChannelType.Slack:
      return `Slack · ${host(row.url)}`;
    default:
      return `Webhook · ${host(row.url)}`;
  }
}
