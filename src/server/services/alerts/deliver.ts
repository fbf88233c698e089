// One `alerts.deliver` job (issue 16 item 4): one message to one destination for the delivery rows it names (one
// row per alert event; several = a digest), sent at most once per attempt.
// 1. Claim: rows still waiting for this attempt (`attempts = attempt − 1`, status pending, or `sending` left behind
//    by a worker that died mid-send longer than STALE_SENDING_MS ago) become `sending`. A redelivered or duplicate
//    job claims nothing and sends nothing; if the rows are still on their way (another worker is sending, or the
//    previous attempt has not recorded yet) it throws DeliveryInFlightError so pg-boss tries it again later.
// 2. A removed, paused or unconfirmed destination, one the team's plan no longer allows (Free: none; a webhook below
//    Max), or a digest whose items were all deleted: `skipped` with why.
// 3. Otherwise send once through sendToDestination (the outbound guard) and record the outcome on every row:
//    delivered; retry — a NEW job with attempt + 1 starting after the Retry-After or the backoff, enqueued before the
//    rows are updated so a crash in between cannot strand them (the redelivered job re-claims once they are stale);
//    or failed (a permanent 4xx, a refused address, MAX_DELIVERY_ATTEMPTS used, or the destination just paused).
//    Every failed attempt counts toward the destination's consecutive failures (destination-health.ts).
import "server-only";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { alertDeliveries } from "../../db/schema";
import type { DeliverJobData } from "../../jobs/definitions/alerts";
import { getLogger } from "../../logger";
import { type DeliveryOutcome, nextRetryDelayMs } from "../../notify/delivery-outcome";
import { type SendOptions, sendToDestination } from "../../notify/send-to-destination";
import { getAddressLocale } from "../../queries/alerts/get-address-locale";
import { getDeliveryBatch } from "../../queries/alerts/get-delivery-batch";
import { getTeamLocale } from "../../queries/alerts/get-team-locale";
import { buildAlertMessage } from "./build-alert-message";
import { emailDestinationPaused, recordDestinationOutcome, resetConsecutiveFailures } from "./destination-health";
import { planSkipReason, SKIP_REASONS, sendableDestination } from "./sendable-destination";

/** Attempts per message: with the backoff (30 s doubling, capped at 1 h) the last one comes about 3 hours in. */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** Far beyond one send's time limit (10 s): a row `sending` this long belongs to a worker that died. */
export const STALE_SENDING_MS = 5 * 60_000;

export const ALL_ITEMS_DELETED = "Every item of this alert was deleted before it could be sent";

/** The rows are still being sent or recorded by an earlier job: pg-boss retries this one later. */
export class DeliveryInFlightError extends Error {
  constructor(deliveryIds: number[], attempt: number) {
    super(`deliveries ${deliveryIds.join(",")} are not ready for attempt ${attempt} yet`);
    this.name = "DeliveryInFlightError";
  }
}

export interface DeliverDeps {
  /** Enqueues the next attempt (pg-boss in the worker). */
  enqueueRetry: (data: DeliverJobData, startAfter: Date) => Promise<void>;
  /** The backoff's jitter; tests pin it. */
  random?: () => number;
  send?: Pick<SendOptions, "outbound" | "timeoutMs">;
}

export type DeliverResult =
  | { status: "nothing-to-do" }
  | { status: "skipped"; deliveryIds: number[]; reason: string }
  | {
      status: "delivered" | "retry" | "failed";
      deliveryIds: number[];
      responseCode: number | null;
      error: string | null;
      nextAttemptAt: Date | null;
      pausedNow: boolean;
    };

async function claim(db: Db, data: DeliverJobData, at: Date): Promise<number[]> {
  const staleBefore = new Date(at.getTime() - STALE_SENDING_MS);
  const rows = await db
    .update(alertDeliveries)
    .set({ status: "sending", lastAttemptAt: at, updatedAt: at })
    .where(
      and(
        inArray(alertDeliveries.id, data.deliveryIds),
        eq(alertDeliveries.attempts, data.attempt - 1),
        or(
          eq(alertDeliveries.status, "pending"),
          and(eq(alertDeliveries.status, "sending"), lt(alertDeliveries.lastAttemptAt, staleBefore)),
        ),
      ),
    )
    .returning({ id: alertDeliveries.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function assertNothingInFlight(db: Db, data: DeliverJobData): Promise<void> {
  const rows = await db
    .select({ status: alertDeliveries.status, attempts: alertDeliveries.attempts })
    .from(alertDeliveries)
    .where(inArray(alertDeliveries.id, data.deliveryIds));
  const waiting = rows.some(
    (row) => (row.status === "pending" || row.status === "sending") && row.attempts < data.attempt,
  );
  if (waiting) throw new DeliveryInFlightError(data.deliveryIds, data.attempt);
}

async function markSkipped(db: Db, ids: number[], reason: string, at: Date): Promise<DeliverResult> {
  await db
    .update(alertDeliveries)
    .set({ status: "skipped", error: reason, nextAttemptAt: null, updatedAt: at })
    .where(inArray(alertDeliveries.id, ids));
  return { status: "skipped", deliveryIds: ids, reason };
}

function failureText(outcome: Exclude<DeliveryOutcome, { status: "delivered" }>, note: string | null): string {
  return note ? `${outcome.error} (${note})` : outcome.error;
}

export async function deliverAlert(db: Db, data: DeliverJobData, deps: DeliverDeps): Promise<DeliverResult> {
  const ids = await claim(db, data, now());
  if (!ids.length) {
    await assertNothingInFlight(db, data);
    return { status: "nothing-to-do" };
  }
  const batch = await getDeliveryBatch(db, ids);
  const { destination } = batch;
  const emailLocale = destination?.email ? await getAddressLocale(db, destination.email) : null;
  const sendable = sendableDestination(destination, emailLocale);
  if (!sendable.ok) return markSkipped(db, ids, sendable.reason, now());
  if (!destination) return markSkipped(db, ids, SKIP_REASONS.removed, now());
  const notAllowed = planSkipReason(batch.plan, destination.type);
  if (notAllowed) return markSkipped(db, ids, notAllowed, now());
  const message = buildAlertMessage(batch);
  if (!message) return markSkipped(db, ids, ALL_ITEMS_DELETED, now());

  const outcome = await sendToDestination(sendable.destination, message, {
    db,
    locale: sendable.destination.type === "email" ? null : await getTeamLocale(db, destination.teamId),
    now,
    ...deps.send,
  });
  const at = now();
  const rows = inArray(alertDeliveries.id, ids);

  if (outcome.status === "delivered") {
    // The rows are recorded as delivered first, and the destination's failure count is reset in the same
    // transaction under a savepoint: a reset that fails is logged and never leaves the rows claimable (a re-send).
    await db.transaction(async (tx) => {
      await tx
        .update(alertDeliveries)
        .set({
          status: "delivered",
          attempts: data.attempt,
          responseCode: outcome.responseCode,
          error: null,
          nextAttemptAt: null,
          deliveredAt: at,
          updatedAt: at,
        })
        .where(rows);
      try {
        await tx.transaction((savepoint) => resetConsecutiveFailures(savepoint, destination.id, at));
      } catch (error) {
        getLogger().warn({ err: error, destinationId: destination.id }, "alerts.deliver: failure count not reset");
      }
    });
    return {
      status: "delivered",
      deliveryIds: ids,
      responseCode: outcome.responseCode,
      error: null,
      nextAttemptAt: null,
      pausedNow: false,
    };
  }

  const health = await recordDestinationOutcome(db, destination.id, outcome, at);
  if (outcome.status === "retry" && data.attempt < MAX_DELIVERY_ATTEMPTS && !health.pausedNow) {
    const nextAttemptAt = new Date(at.getTime() + nextRetryDelayMs(data.attempt, outcome.retryAfterMs, deps.random));
    await deps.enqueueRetry({ deliveryIds: ids, attempt: data.attempt + 1 }, nextAttemptAt);
    await db
      .update(alertDeliveries)
      .set({
        status: "pending",
        attempts: data.attempt,
        responseCode: outcome.responseCode,
        error: outcome.error,
        nextAttemptAt,
        updatedAt: at,
      })
      .where(rows);
    return {
      status: "retry",
      deliveryIds: ids,
      responseCode: outcome.responseCode,
      error: outcome.error,
      nextAttemptAt,
      pausedNow: false,
    };
  }

  const note = health.pausedNow
    ? `the destination failed ${health.consecutiveFailures} times in a row and is paused`
    : outcome.status === "retry"
      ? `gave up after ${data.attempt} attempts`
      : null;
  const error = failureText(outcome, note);
  await db
    .update(alertDeliveries)
    .set({
      status: "failed",
      attempts: data.attempt,
      responseCode: outcome.responseCode,
      error,
      nextAttemptAt: null,
      updatedAt: at,
    })
    .where(rows);
  if (health.pausedNow) {
    await emailDestinationPaused(db, { destination, groupName: batch.groupName ?? "", lastError: outcome.error });
  }
  return {
    status: "failed",
    deliveryIds: ids,
    responseCode: outcome.responseCode,
    error,
    nextAttemptAt: null,
    pausedNow: health.pausedNow,
  };
}
