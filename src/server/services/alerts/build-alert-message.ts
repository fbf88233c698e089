// The message one delivery job sends (issue 16 items 4 and 5): the rule as it was when its events fired, and the
// items of the digest with the largest values first (ties by kind, then id, as src/domain/alerts/digest.ts orders
// them); each channel's formatter lists as many as it takes and says "and N more". The id is the lowest event's,
// the same on every retry, so receivers can deduplicate on it.
import "server-only";
import { getEnv } from "../../env";
import type { AlertCalculationValue, AlertItem, AlertMessage, AlertMetricValue } from "../../notify/alert-message";
import { type DeliveryBatch, itemKey } from "../../queries/alerts/get-delivery-batch";

export const ALERT_RULES_PAGE = "/dashboard/alerts/rule/";

function byValueDesc(a: AlertItem, b: AlertItem): number {
  if (a.value !== b.value) return b.value - a.value;
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  return a.id - b.id;
}

/** Null when every item of the batch was deleted since it fired: there is nothing left to show. */
export function buildAlertMessage(batch: Pick<DeliveryBatch, "rows" | "items">): AlertMessage | null {
  const rows = [...batch.rows].sort((a, b) => a.eventId - b.eventId);
  const first = rows[0];
  if (!first) return null;
  const dashboardUrl = `${getEnv().appUrl}${ALERT_RULES_PAGE}`;
  const items: AlertItem[] = rows.flatMap((row) => {
    const info = batch.items.get(itemKey(row.itemKind, row.itemId));
    if (!info || (row.itemKind !== "feed" && row.itemKind !== "channel")) return [];
    return [
      {
        kind: row.itemKind,
        id: row.itemId,
        platform: info.platform,
        url: info.url ?? dashboardUrl,
        title: info.title?.trim() || `${row.itemKind === "feed" ? "Video" : "Channel"} #${row.itemId}`,
        thumbnail: info.thumbnail?.startsWith("https://") ? info.thumbnail : null,
        value: row.value,
        previous_value: row.previousValue,
      },
    ];
  });
  if (!items.length) return null;
  return {
    event: "alert.triggered",
    id: `evt_${first.eventId}`,
    created_at: first.eventCreatedAt.toISOString(),
    team_id: first.teamId,
    rule: {
      id: first.ruleId,
      name: first.ruleName,
      metric: first.metric as AlertMetricValue,
      calculation: first.calculation as AlertCalculationValue,
      threshold: first.threshold,
    },
    items: items.sort(byValueDesc),
    dashboard_url: dashboardUrl,
  };
}
