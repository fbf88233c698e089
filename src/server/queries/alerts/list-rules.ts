// A team's alert rules (or one of them), oldest first.
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { AlertRule } from "@/domain/contracts/alerts";
import type { Db } from "../../db/client";
import { alertRules } from "../../db/schema";

export type AlertRuleRow = typeof alertRules.$inferSelect;

export function presentRule(row: AlertRuleRow): AlertRule {
  return {
    id: row.id,
    name: row.name,
    target_id: row.targetId,
    group_id: row.groupId,
    metric: row.metric,
    calculation: row.calculation,
    threshold: row.threshold,
    cooldown_hours: row.cooldownHours,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listRules(db: Db, teamId: number, onlyId?: number): Promise<AlertRule[]> {
  const rows = await db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.teamId, teamId), onlyId === undefined ? undefined : eq(alertRules.id, onlyId)))
    .orderBy(asc(alertRules.id));
  return rows.map(presentRule);
}
