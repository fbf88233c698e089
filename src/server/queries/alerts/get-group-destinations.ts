// The destinations of the notification groups whose rules fired, with what decides whether each may receive now.
import "server-only";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertDestinations } from "../../db/schema";

export interface GroupDestination {
  id: number;
  groupId: number;
  type: number;
  confirmedAt: Date | null;
  pausedAt: Date | null;
}

export async function getGroupDestinations(db: Db, groupIds: number[]): Promise<Map<number, GroupDestination[]>> {
  const byGroup = new Map<number, GroupDestination[]>();
  if (!groupIds.length) return byGroup;
  const rows = await db
    .select({
      id: alertDestinations.id,
      groupId: alertDestinations.groupId,
      type: alertDestinations.type,
      confirmedAt: alertDestinations.confirmedAt,
      pausedAt: alertDestinations.pausedAt,
    })
    .from(alertDestinations)
    .where(inArray(alertDestinations.groupId, groupIds))
    .orderBy(asc(alertDestinations.groupId), asc(alertDestinations.position), asc(alertDestinations.id));
  for (const row of rows) {
    const list = byGroup.get(row.groupId);
    if (list) list.push(row);
    else byGroup.set(row.groupId, [row]);
  }
  return byGroup;
}
