// The idempotency key of a fired alert: (rule, item, capture). The refresh job reuses its claim's `capturedAt` on
// every retry (src/server/jobs/definitions/tracking.ts), so a retried refresh builds the same key again and the
// unique index on the stored key turns the second firing into a no-op.
import type { AlertItemRef } from "./types";

/** `rule:<rule id>:<feed|channel>:<item id>:<capture time in ms>`. Throws on an invalid capture time. */
export function alertEventKey(ruleId: number, item: AlertItemRef, capturedAt: Date): string {
  const time = capturedAt.getTime();
  if (!Number.isFinite(time)) throw new RangeError("alertEventKey: the capture time is not a valid date");
  if (!Number.isSafeInteger(ruleId) || !Number.isSafeInteger(item.id)) {
    throw new RangeError("alertEventKey: rule and item ids must be integers");
  }
  return `rule:${ruleId}:${item.kind}:${item.id}:${time}`;
}
