// Create, change and delete a team's alert targets. The channel, feed or collection named must be the caller's
// team's (404 otherwise, naming nothing of another team's); a target a rule uses cannot be deleted (409 naming the
// rules).
import "server-only";
import { and, eq } from "drizzle-orm";
import type { AlertTargetBody } from "@/domain/contracts/alerts";
import { ErrorCode } from "@/domain/error-codes";
import { PLATFORM_ENUM } from "@/domain/platforms";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { alertRules, alertTargets, trackedChannels, trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import { findCollection } from "../../queries/collections/find-collection";
import type { ActorContext } from "../context";
import { assertAlertsAllowed, assertTargetOrGroupRoom, lockTeamPlan } from "./alert-plan-rules";

export const TARGET_NOT_FOUND = "This alert target does not exist";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The stored columns of a target body, after checking the referenced item is the team's. */
async function targetColumns(tx: Tx, teamId: number, body: AlertTargetBody) {
  const columns = {
    kind: body.kind,
    trackedChannelId: null as number | null,
    trackedFeedId: null as number | null,
    collectionId: null as number | null,
    platform: body.platform ? PLATFORM_ENUM[body.platform] : null,
  };
  if (body.kind === "channel") {
    const [row] = await tx
      .select({ id: trackedChannels.id })
      .from(trackedChannels)
      .where(and(eq(trackedChannels.id, Number(body.id)), eq(trackedChannels.teamId, teamId)));
    if (!row) throw new ApiError(ErrorCode.ChannelNotFound);
    columns.trackedChannelId = row.id;
  } else if (body.kind === "feed") {
    const [row] = await tx
      .select({ id: trackedFeeds.id })
      .from(trackedFeeds)
      .where(and(eq(trackedFeeds.id, Number(body.id)), eq(trackedFeeds.teamId, teamId)));
    if (!row) throw notFound("This feed does not exist");
    columns.trackedFeedId = row.id;
  } else if (body.kind === "collection") {
    const collection = await findCollection(tx as unknown as Db, teamId, body.id ?? "");
    if (!collection) throw notFound("This collection does not exist");
    columns.collectionId = collection.id;
  }
  return columns;
}

export async function ownTarget(db: Pick<Db, "select">, teamId: number, id: number) {
  const [row] = await db
    .select()
    .from(alertTargets)
    .where(and(eq(alertTargets.id, id), eq(alertTargets.teamId, teamId)));
  if (!row) throw notFound(TARGET_NOT_FOUND);
  return row;
}

export async function createTarget({ ctx, body }: { ctx: ActorContext; body: AlertTargetBody }): Promise<number> {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  return ctx.db.transaction(async (tx) => {
    const plan = await lockTeamPlan(tx, ctx.actor.teamId);
    assertAlertsAllowed(plan);
    await assertTargetOrGroupRoom(tx, ctx.actor.teamId, plan, "target");
    const at = now();
    const [row] = await tx
      .insert(alertTargets)
      .values({
        teamId: ctx.actor.teamId,
        ...(await targetColumns(tx, ctx.actor.teamId, body)),
        createdBy: ctx.actor.userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: alertTargets.id });
    if (!row) throw new ApiError(ErrorCode.Internal);
    return row.id;
  });
}

export async function updateTarget({ ctx, id, body }: { ctx: ActorContext; id: number; body: AlertTargetBody }) {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  await ctx.db.transaction(async (tx) => {
    await ownTarget(tx, ctx.actor.teamId, id);
    await tx
      .update(alertTargets)
      .set({ ...(await targetColumns(tx, ctx.actor.teamId, body)), updatedAt: now() })
      .where(and(eq(alertTargets.id, id), eq(alertTargets.teamId, ctx.actor.teamId)));
  });
}

/** 409 naming the rules that use a target or group, so the person knows what to change first. */
export function inUse(what: "target" | "group", rules: { name: string }[]): ApiError {
  const names = rules.map((rule) => `"${rule.name}"`).join(", ");
  return new ApiError(
    ErrorCode.Conflict,
    `This ${what} is used by the rule${rules.length === 1 ? "" : "s"} ${names}: change or delete ${rules.length === 1 ? "it" : "them"} first`,
  );
}

export async function deleteTarget({ ctx, id }: { ctx: ActorContext; id: number }) {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  await ctx.db.transaction(async (tx) => {
    // The team row lock orders this delete with rule creates, which take it first: no rule can slip in between.
    await lockTeamPlan(tx, ctx.actor.teamId);
    await ownTarget(tx, ctx.actor.teamId, id);
    const rules = await tx.select({ name: alertRules.name }).from(alertRules).where(eq(alertRules.targetId, id));
    if (rules.length) throw inUse("target", rules);
    await tx.delete(alertTargets).where(and(eq(alertTargets.id, id), eq(alertTargets.teamId, ctx.actor.teamId)));
  });
}
