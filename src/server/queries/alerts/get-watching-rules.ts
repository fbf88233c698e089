// The active alert rules of the teams a refresh touched, with their target and what the team's plan allows now
// (issue 16 item 2: Free has no alerts; webhook destinations need Max; a team that moved to a smaller plan keeps its
// rules, but only the plan's number of active rules run — the oldest, lowest ids first, the ones made first under
// the smaller plan's cap too). One query per batch; the rule index of
// src/domain/alerts/match.ts then finds each item's rules without a rules × items loop.
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AlertRule, WatchingRule } from "@/domain/alerts";
import type { AlertCalculationValue, MetricValue, PlatformValue } from "@/domain/enums";
import { type AlertLevel, planOf } from "@/domain/plans";
import type { Db } from "../../db/client";
import { alertRules, alertTargets, organization } from "../../db/schema";

export interface LoadedRule extends WatchingRule, AlertRule {
  groupId: number;
  /** The team's alert level now ("custom" or "webhook"; teams with "none" are left out). */
  alerts: Exclude<AlertLevel, "none">;
}

type TargetKind = WatchingRule["targets"][number]["kind"];

function targetId(row: {
  kind: string;
  trackedChannelId: number | null;
  trackedFeedId: number | null;
  collectionId: number | null;
}): number | null {
  if (row.kind === "channel") return row.trackedChannelId;
  if (row.kind === "feed") return row.trackedFeedId;
  if (row.kind === "collection") return row.collectionId;
  return null;
}

export async function getWatchingRules(db: Db, teamIds: number[]): Promise<LoadedRule[]> {
  if (!teamIds.length) return [];
  const rows = await db
    .select({
      id: alertRules.id,
      teamId: alertRules.teamId,
      groupId: alertRules.groupId,
      metric: alertRules.metric,
      calculation: alertRules.calculation,
      threshold: alertRules.threshold,
      cooldownHours: alertRules.cooldownHours,
      kind: alertTargets.kind,
      trackedChannelId: alertTargets.trackedChannelId,
      trackedFeedId: alertTargets.trackedFeedId,
      collectionId: alertTargets.collectionId,
      platform: alertTargets.platform,
      plan: organization.plan,
    })
    .from(alertRules)
    .innerJoin(alertTargets, eq(alertTargets.id, alertRules.targetId))
    .innerJoin(organization, eq(organization.id, alertRules.teamId))
    .where(and(inArray(alertRules.teamId, teamIds), eq(alertRules.active, 1)))
    .orderBy(asc(alertRules.teamId), asc(alertRules.id));
  const rules: LoadedRule[] = [];
  const running = new Map<number, number>();
  for (const row of rows) {
    const { alerts, alertRules: allowed } = planOf(row.plan).limits;
    // A team that moved to a plan without alerts keeps its rules (they show again after an upgrade) but fires none.
    if (alerts === "none") continue;
    const taken = running.get(row.teamId) ?? 0;
    if (taken >= allowed) continue;
    running.set(row.teamId, taken + 1);
    rules.push({
      id: row.id,
      ruleId: row.id,
      teamId: row.teamId,
      groupId: row.groupId,
      active: true,
      metric: row.metric as MetricValue,
      calculation: row.calculation as AlertCalculationValue,
      threshold: row.threshold,
      cooldownHours: row.cooldownHours,
      targets: [{ kind: row.kind as TargetKind, id: targetId(row), platform: row.platform as PlatformValue | null }],
      alerts,
    });
  }
  return rules;
}
