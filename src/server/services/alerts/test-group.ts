// The group's Test button (issue 16 item 2, `POST /v1/alert/group/{id}/test`): an `alert.test` sample sent now to
// every destination of the group, each through the same path a real alert takes (sendable-destination.ts, then
// sendToDestination with the outbound guard), once and without retries, answering each destination's result. A
// paused destination, an unconfirmed address or a webhook below Max is skipped with why; a team whose plan has no
// alerts (Free, e.g. after a downgrade) gets 90001 like any other alert write. Tests do not count toward a destination's
// failures in a row: only real deliveries pause it. Rate limited per team (ALERT_LIMITS.testsPerTeam).
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { AlertGroupTestAnswer, AlertGroupTestResult } from "@/domain/contracts/alerts";
import { planOf } from "@/domain/plans";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { alertDestinations, alertGroups, organization } from "../../db/schema";
import { getEnv } from "../../env";
import { assertCan, notFound } from "../../errors/api-error";
import type { AlertMessage } from "../../notify/alert-message";
import { type SendOptions, sendToDestination } from "../../notify/send-to-destination";
import { getAddressLocale } from "../../queries/alerts/get-address-locale";
import type { DestinationRow } from "../../queries/alerts/get-delivery-batch";
import { getTeamLocale } from "../../queries/alerts/get-team-locale";
import { ALERT_LIMITS } from "../../security/limits";
import { enforceRateLimits, limitSubject } from "../../security/rate-limit";
import type { ActorContext } from "../context";
import { assertAlertsAllowed } from "./alert-plan-rules";
import { ALERT_RULES_PAGE } from "./build-alert-message";
import { GROUP_NOT_FOUND } from "./group-actions";
import { planSkipReason, sendableDestination } from "./sendable-destination";

/** The sample: a made-up video crossing a views threshold, named after the group so the receiver sees which. */
export function sampleAlertMessage(teamId: number, groupName: string, at: Date): AlertMessage {
  return {
    event: "alert.test",
    id: `evt_test_${randomUUID()}`,
    created_at: at.toISOString(),
    team_id: teamId,
    rule: { id: 0, name: groupName, metric: 1, calculation: 1, threshold: 10_000 },
    items: [
      {
        kind: "feed",
        id: 0,
        platform: "tiktok",
        url: "https://www.tiktok.com/@feedscope",
        title: "Feedscope sample video",
        thumbnail: null,
        value: 12_400,
        previous_value: 2_100,
      },
    ],
    dashboard_url: `${getEnv().appUrl}${ALERT_RULES_PAGE}`,
  };
}

async function testOne(
  ctx: ActorContext,
  row: DestinationRow,
  message: AlertMessage,
  options: SendOptions,
  plan: string | null,
): Promise<AlertGroupTestResult> {
  const base = { destination_id: row.id, type: row.type };
  const notAllowed = planSkipReason(plan, row.type);
  if (notAllowed) return { ...base, outcome: "skipped", response_code: null, error: notAllowed };
  const emailLocale = row.email ? await getAddressLocale(ctx.db, row.email) : null;
  const sendable = sendableDestination(row, emailLocale);
  if (!sendable.ok) return { ...base, outcome: "skipped", response_code: null, error: sendable.reason };
  const outcome = await sendToDestination(sendable.destination, message, options);
  if (outcome.status === "delivered") {
    return { ...base, outcome: "delivered", response_code: outcome.responseCode, error: null };
  }
  return { ...base, outcome: "failed", response_code: outcome.responseCode, error: outcome.error };
}

export async function testGroup({
  ctx,
  id,
  send = {},
}: {
  ctx: ActorContext;
  id: number;
  /** Tests resolve names without real DNS. */
  send?: Pick<SendOptions, "outbound" | "timeoutMs">;
}): Promise<AlertGroupTestAnswer> {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  const teamId = ctx.actor.teamId;
  const [group] = await ctx.db
    .select({ id: alertGroups.id, name: alertGroups.name })
    .from(alertGroups)
    .where(and(eq(alertGroups.id, id), eq(alertGroups.teamId, teamId)));
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const [team] = await ctx.db.select({ plan: organization.plan }).from(organization).where(eq(organization.id, teamId));
  const plan = team?.plan ?? null;
  assertAlertsAllowed(planOf(plan));
  await enforceRateLimits(ctx.db, [{ rule: ALERT_LIMITS.testsPerTeam, subject: limitSubject("team", teamId) }]);
  const destinations = await ctx.db
    .select()
    .from(alertDestinations)
    .where(eq(alertDestinations.groupId, group.id))
    .orderBy(asc(alertDestinations.position), asc(alertDestinations.id));
  const message = sampleAlertMessage(teamId, group.name, now());
  const options: SendOptions = { db: ctx.db, locale: await getTeamLocale(ctx.db, teamId), now, ...send };
  // Every destination at once: one slow receiver (up to 10 s) does not hold up the others' answers.
  const list = await Promise.all(destinations.map((row) => testOne(ctx, row, message, options, plan)));
  return { list };
}
