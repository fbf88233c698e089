// Create, change, switch on or off and delete a team's alert rules (issue 16 item 2). A rule's target and group must
// be the team's (404); creating one needs a plan with alerts and room under the plan's rule count, checked with
// the team row locked so parallel creates cannot pass the cap together.
import "server-only";
import { and, eq } from "drizzle-orm";
import type { AlertRuleBody } from "@/domain/contracts/alerts";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { alertGroups, alertRuleStates, alertRules, alertTargets } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import type { ActorContext } from "../context";
import { assertAlertsAllowed, assertRuleMayRun, assertRuleRoom, lockTeamPlan } from "./alert-plan-rules";
import { GROUP_NOT_FOUND } from "./group-actions";
import { TARGET_NOT_FOUND } from "./target-actions";

export const RULE_NOT_FOUND = "This alert rule does not exist";

type Tx = Pick<Db, "select">;

async function assertTeamOwns(tx: Tx, teamId: number, refs: { targetId: number; groupId: number }) {
  const [target] = await tx
    .select({ id: alertTargets.id })
    .from(alertTargets)
    .where(and(eq(alertTargets.id, refs.targetId), eq(alertTargets.teamId, teamId)));
  if (!target) throw notFound(TARGET_NOT_FOUND);
  const [group] = await tx
    .select({ id: alertGroups.id })
    .from(alertGroups)
    .where(and(eq(alertGroups.id, refs.groupId), eq(alertGroups.teamId, teamId)));
  if (!group) throw notFound(GROUP_NOT_FOUND);
}

async function ownRule(tx: Tx, teamId: number, id: number) {
  const [row] = await tx
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.id, id), eq(alertRules.teamId, teamId)));
  if (!row) throw notFound(RULE_NOT_FOUND);
  return row;
}

export async function createRule({ ctx, body }: { ctx: ActorContext; body: AlertRuleBody }) {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  return ctx.db.transaction(async (tx) => {
    const plan = await lockTeamPlan(tx, ctx.actor.teamId);
    assertAlertsAllowed(plan);
    await assertTeamOwns(tx, ctx.actor.teamId, { targetId: body.target_id, groupId: body.group_id });
    await assertRuleRoom(tx, ctx.actor.teamId, plan);
    if ((body.active ?? 1) === 1) {
      await assertRuleMayRun(tx, {
        teamId: ctx.actor.teamId,
        plan,
        ruleId: 0,
        groupId: body.group_id,
        countActive: false,
      });
    }
    const at = now();
    const [row] = await tx
      .insert(alertRules)
      .values({
        teamId: ctx.actor.teamId,
        name: body.name,
        targetId: body.target_id,
        groupId: body.group_id,
        metric: body.metric,
        calculation: body.calculation,
        threshold: body.threshold,
        cooldownHours: body.cooldown_hours ?? 6,
        active: body.active ?? 1,
        createdBy: ctx.actor.userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new ApiError(ErrorCode.Internal);
    return row;
  });
}

/**
 * Replaces the rule's fields; cooldown_hours and active left out keep their current values. A change of what the
 * rule compares (metric, calculation, threshold or target) forgets its memory of every item: "above the threshold"
 * or "fired at" under the old definition would silence the new one.
 */
export async function updateRule({ ctx, id, body }: { ctx: ActorContext; id: number; body: AlertRuleBody }) {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  return ctx.db.transaction(async (tx) => {
    const plan = await lockTeamPlan(tx, ctx.actor.teamId);
    const current = await ownRule(tx, ctx.actor.teamId, id);
    await assertTeamOwns(tx, ctx.actor.teamId, { targetId: body.target_id, groupId: body.group_id });
    const active = body.active ?? current.active;
    // Switched on, or an active rule moved to another group: the plan decides again.
    if (active === 1 && (current.active !== 1 || current.groupId !== body.group_id)) {
      await assertRuleMayRun(tx, {
        teamId: ctx.actor.teamId,
        plan,
        ruleId: id,
        groupId: body.group_id,
        countActive: current.active !== 1,
      });
    }
    const [row] = await tx
      .update(alertRules)
      .set({
        name: body.name,
        targetId: body.target_id,
        groupId: body.group_id,
        metric: body.metric,
        calculation: body.calculation,
        threshold: body.threshold,
        cooldownHours: body.cooldown_hours ?? current.cooldownHours,
        active,
        updatedAt: now(),
      })
      .where(and(eq(alertRules.id, id), eq(alertRules.teamId, ctx.actor.teamId)))
      .returning();
    if (!row) throw notFound(RULE_NOT_FOUND);
    const redefined =
      current.metric !== body.metric ||
      current.calculation !== body.calculation ||
      current.threshold !== body.threshold ||
      current.targetId !== body.target_id;
    if (redefined) await tx.delete(alertRuleStates).where(eq(alertRuleStates.ruleId, id));
    return row;
  });
}

/** Switching off always works; switching on asks the plan again, with the team row locked (parallel switches). */
export async function setRuleActive({ ctx, id, active }: { ctx: ActorContext; id: number; active: 0 | 1 }) {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  return ctx.db.transaction(async (tx) => {
    const plan = await lockTeamPlan(tx, ctx.actor.teamId);
    const current = await ownRule(tx, ctx.actor.teamId, id);
    if (active === 1 && current.active !== 1) {
      await assertRuleMayRun(tx, {
        teamId: ctx.actor.teamId,
        plan,
        ruleId: id,
        groupId: current.groupId,
        countActive: true,
      });
    }
    const [row] = await tx
      .update(alertRules)
      .set({ active, updatedAt: now() })
      .where(and(eq(alertRules.id, id), eq(alertRules.teamId, ctx.actor.teamId)))
      .returning();
    if (!row) throw notFound(RULE_NOT_FOUND);
    return row;
  });
}

export async function deleteRule({ ctx, id }: { ctx: ActorContext; id: number }) {
  assertCan(ctx.actor.role, Action.ManageAlerts);
  const [row] = await ctx.db
    .delete(alertRules)
    .where(and(eq(alertRules.id, id), eq(alertRules.teamId, ctx.actor.teamId)))
    .returning();
  if (!row) throw notFound(RULE_NOT_FOUND);
  return row;
}
