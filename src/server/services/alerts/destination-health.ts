// A destination's run of failures (issue 16 item 4): a delivered message resets it, every failed attempt adds one,
// and the attempt that reaches PAUSE_AFTER_CONSECUTIVE_FAILURES pauses the destination; the team's Owners and Admins
// are then emailed which one and why, each in their language (paused-email.ts, through the mailer). The row is
// locked while it is counted, so parallel deliveries to one destination cannot lose a count or pause it twice.
import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertDestinations } from "../../db/schema";
import { sendEmail } from "../../email/send-email";
import { getEnv } from "../../env";
import { getLogger } from "../../logger";
import { alertText } from "../../notify/alert-text";
import { consecutiveFailuresAfter, type DeliveryOutcome, shouldPause } from "../../notify/delivery-outcome";
import { destinationPausedEmail } from "../../notify/paused-email";
import type { DestinationRow } from "../../queries/alerts/get-delivery-batch";
import { listTeamManagers } from "../../queries/alerts/list-team-managers";
import { destinationLabel } from "./sendable-destination";

export interface DestinationHealth {
  consecutiveFailures: number;
  /** This attempt paused the destination (it was not paused before). */
  pausedNow: boolean;
}

/** A delivered message ends the run of failures. No lock: a reset to 0 cannot lose a count that matters. */
export async function resetConsecutiveFailures(db: Pick<Db, "update">, destinationId: number, at: Date) {
  await db
    .update(alertDestinations)
    .set({ consecutiveFailures: 0, updatedAt: at })
    .where(and(eq(alertDestinations.id, destinationId), ne(alertDestinations.consecutiveFailures, 0)));
}

export async function recordDestinationOutcome(
  db: Db,
  destinationId: number,
  outcome: DeliveryOutcome,
  at: Date,
): Promise<DestinationHealth> {
  if (outcome.status === "delivered") {
    await resetConsecutiveFailures(db, destinationId, at);
    return { consecutiveFailures: 0, pausedNow: false };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ failures: alertDestinations.consecutiveFailures, pausedAt: alertDestinations.pausedAt })
      .from(alertDestinations)
      .where(eq(alertDestinations.id, destinationId))
      .for("update");
    if (!row) return { consecutiveFailures: 0, pausedNow: false };
    const failures = consecutiveFailuresAfter(row.failures, outcome);
    const pausedNow = row.pausedAt === null && shouldPause(failures);
    if (failures !== row.failures || pausedNow) {
      await tx
        .update(alertDestinations)
        .set({ consecutiveFailures: failures, ...(pausedNow ? { pausedAt: at } : {}), updatedAt: at })
        .where(eq(alertDestinations.id, destinationId));
    }
    return { consecutiveFailures: failures, pausedNow };
  });
}

/** Emails the team's Owners and Admins that `destination` is paused. A failed send is logged: the pause stands. */
export async function emailDestinationPaused(
  db: Db,
  params: { destination: DestinationRow; groupName: string; lastError: string },
): Promise<number> {
  const groupsUrl = `${getEnv().appUrl}/dashboard/alerts/group/`;
  let sent = 0;
  for (const manager of await listTeamManagers(db, params.destination.teamId)) {
    try {
      const content = destinationPausedEmail(await alertText(manager.locale), {
        destination: destinationLabel(params.destination),
        group: params.groupName,
        lastError: params.lastError,
        groupsUrl,
      });
      await sendEmail(db, { ...content, to: manager.email, kind: "alert-destination-paused" });
      sent += 1;
    } catch (error) {
      getLogger().error({ err: error, destinationId: params.destination.id }, "destination-paused email not sent");
    }
  }
  return sent;
}
