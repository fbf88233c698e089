// The destinations of the notification groups whose rules fired, with what decides whether each may receive now.
// Read as one JSON value (groupDestinationsJson) so the store transaction can take it in the statement that takes
// its pair locks (alert-row-statements.ts lockPairsReading): one round trip less per evaluation that fires.
import "server-only";
import { sql } from "drizzle-orm";
import { alertDestinations } from "../../db/schema";

export interface GroupDestination {
  id: number;
  groupId: number;
  type: number;
  confirmedAt: Date | null;
  pausedAt: Date | null;
}

/** One destination in `groupDestinationsJson`'s array. */
export interface GroupDestinationJson {
  id: number;
  g: number;
  t: number;
  c: string | null;
  p: string | null;
}

/**
 * The destinations of these groups as a JSON array, in each group's order (position, then id), as a scalar
 * subquery. The ids travel as one int[] literal (integers only), so the text does not grow a parameter per group.
 */
export function groupDestinationsJson(groupIds: readonly number[]) {
  const ids = `{${groupIds.map((id) => Math.trunc(id)).join(",")}}`;
  const d = alertDestinations;
  return sql<
    GroupDestinationJson[] | null
  >`(SELECT coalesce(json_agg(json_build_object('id', ${d.id}, 'g', ${d.groupId},
      't', ${d.type}, 'c', ${d.confirmedAt}, 'p', ${d.pausedAt}) ORDER BY ${d.groupId}, ${d.position}, ${d.id}), '[]'::json)
    FROM ${d} WHERE ${d.groupId} = ANY(${ids}::int[]))`;
}

/** Per group id, its destinations in order. */
export function toGroupDestinations(rows: readonly GroupDestinationJson[] | null): Map<number, GroupDestination[]> {
  const byGroup = new Map<number, GroupDestination[]>();
  for (const row of rows ?? []) {
    const destination: GroupDestination = {
      id: Number(row.id),
      groupId: Number(row.g),
      type: Number(row.t),
      confirmedAt: row.c === null ? null : new Date(row.c),
      pausedAt: row.p === null ? null : new Date(row.p),
    };
    const list = byGroup.get(destination.groupId);
    if (list) list.push(destination);
    else byGroup.set(destination.groupId, [destination]);
  }
  return byGroup;
}
