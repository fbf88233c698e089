// The active alert rules of the teams a refresh touched, with their target and what the team's plan allows now
// (issue 16 item 2: Free has no alerts; webhook destinations need Max; a team that moved to a smaller plan keeps its
// rules, but only the plan's number of active rules run — the oldest, lowest ids first, the ones made first under
// the smaller plan's cap too). One query for the teams asked, each team's rules returned with the alert version they
// were read at (the worker caches them under it: src/server/services/alerts/watching-rules-cache.ts); the rule index
// of src/domain/alerts/match.ts then finds each item's rules without a rules × items loop.
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

/** A team's runnable rules as read at one alert version. */
export interface TeamRules {
  version: string;
  rules: LoadedRule[];
}

/** Every team asked (those without rules too, so their emptiness can be cached), keyed by team id. */
export async function getWatchingRules(db: Db, teamIds: number[]): Promise<Map<number, TeamRules>> {
  const teams = new Map<number, TeamRules>();
  if (!teamIds.length) return teams;
  const rows = await db
    .select({
      teamId: organization.id,
      version: organization.alertVersion,
      plan: organization.plan,
      id: alertRules.id,
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
    })
    .from(organization)
    .leftJoin(alertRules, and(eq(alertRules.teamId, organization.id), eq(alertRules.active, 1)))
    .leftJoin(alertTargets, eq(alertTargets.id, alertRules.targetId))
    .where(inArray(organization.id, teamIds))
    .orderBy(asc(organization.id), asc(alertRules.id));
  for (const row of rows) {
    let team = teams.get(row.teamId);
    if (!team) {
      team = { version: row.version, rules: [] };
      teams.set(row.teamId, team);
    }
    // No rule (the left join's empty row) or a rule whose target row is gone.
    if (row.id === null || row.groupId === null || row.kind === null) continue;
    const { alerts, alertRules: allowed } = planOf(row.plan).limits;
    // A team that moved to a plan without alerts keeps its rules (they show again after an upgrade) but fires none.
    if (alerts === "none") continue;
    if (team.rules.length >= allowed) continue;
    team.rules.push({
      id: row.id,
      ruleId: row.id,
      teamId: row.teamId,
      groupId: row.groupId,
      active: true,
      metric: row.metric as MetricValue,
      calculation: row.calculation as AlertCalculationValue,
      threshold: row.threshold as number,
      cooldownHours: row.cooldownHours as number,
      targets: [
        {
          kind: row.kind as TargetKind,
          id: targetId({ ...row, kind: row.kind }),
          platform: row.platform as PlatformValue | null,
        },
      ],
      alerts,
    });
  }
  return teams;
}
