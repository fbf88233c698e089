// The one shape every alert channel formats (issue 16 items 4 and 5): what fired, for which rule, with the items
// of one digest. Evaluation builds it once per event; each channel's formatter turns it into that service's request.
import "server-only";
import type { PlatformName } from "@/domain/platforms";

/** Metric values of the rule (spec section 3 enumeration, plus 7 Outlier multiple of issue 16 item 1). */
export type AlertMetricValue = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** 1 Increment of last cycle, 2 Total Amount (spec section 3). */
export type AlertCalculationValue = 1 | 2;

export interface AlertItem {
  kind: "feed" | "channel";
  id: number;
  platform: PlatformName;
  url: string;
  title: string;
  /** An https image URL, or null when the platform gave none. */
  thumbnail: string | null;
  value: number;
  /** The value one cycle before; null when unknown (a first snapshot). */
  previous_value: number | null;
}

export interface AlertMessage {
  /** `alert.test` is the sample sent by `POST /v1/alert/group/{id}/test`. */
  event: "alert.triggered" | "alert.test";
  /** The event id: receivers deduplicate on it (header `Feedscope-Event-Id`). */
  id: string;
  /** ISO 8601 UTC. */
  created_at: string;
  team_id: number;
  rule: {
    id: number;
    name: string;
    metric: AlertMetricValue;
    calculation: AlertCalculationValue;
    threshold: number;
  };
  items: AlertItem[];
  /** The dashboard page the message links to (the rule's events log). */
  dashboard_url: string;
}

export function isTest(message: AlertMessage): boolean {
  return message.event === "alert.test";
}

/** Where one message goes: one destination of a notification group. */
export type AlertDestination =
  | { type: "email"; email: string; locale: string | null }
  | { type: "lark"; url: string; secret: string | null }
  | { type: "telegram"; botToken: string; chatId: string }
  | { type: "discord"; url: string }
  | { type: "slack"; url: string }
  | { type: "webhook"; url: string; secret: string };

/** One HTTP request exactly as a service expects it; `body` is the raw text that is sent (and signed). */
export interface PreparedRequest {
  method: "POST";
  url: string;
  headers: Record<string, string>;
  body: string;
}
