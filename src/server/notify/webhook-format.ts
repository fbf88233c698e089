// Feedscope's own signed webhook (issue 16 item 5): POST JSON with the event, its id and time, the team, the rule
// and the items, signed like Stripe's: `Feedscope-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw
// body>" with the group's secret>`, so a receiver can check freshness (t) and authenticity (v1), and
// `Feedscope-Event-Id` to deduplicate retries. README "Alerts: webhooks" shows the check in Node.
import "server-only";
import { createHmac } from "node:crypto";
import type { AlertMessage, PreparedRequest } from "./alert-message";

export function webhookPayload(message: AlertMessage) {
  const { rule } = message;
  return {
    event: message.event,
    id: message.id,
    created_at: message.created_at,
    team_id: message.team_id,
    rule: {
      id: rule.id,
      name: rule.name,
      metric: rule.metric,
      calculation: rule.calculation,
      threshold: rule.threshold,
    },
    items: message.items.map((item) => ({
      kind: item.kind,
      id: item.id,
      platform: item.platform,
      url: item.url,
      title: item.title,
      value: item.value,
      previous_value: item.previous_value,
      threshold: rule.threshold,
    })),
  };
}

export function webhookSignature(secret: string, timestamp: number, rawBody: string): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export function webhookRequest(
  destination: { url: string; secret: string },
  message: AlertMessage,
  nowSeconds: number,
): PreparedRequest {
  const body = JSON.stringify(webhookPayload(message));
  return {
    method: "POST",
    url: destination.url,
    headers: {
      "content-type": "application/json",
      "user-agent": "Feedscope-Webhooks/1.0",
      "feedscope-signature": webhookSignature(destination.secret, nowSeconds, body),
      "feedscope-event-id": message.id,
    },
    body,
  };
}
