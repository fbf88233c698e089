// Plan limits are checked inside the transaction that inserts, after locking the team's row, so two concurrent
// requests of one team are serialized and cannot both pass the last free slot. Demo-workspace rows (is_demo) are
// listed like any other but never count: loading the demo must not use up a Free team's allowance.
import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { type Plan, planOf } from "@/domain/plans";
import type { Db } from "../db/client";
import { organization, trackedChannels, trackedFeeds } from "../db/schema";

type Tx = Pick<Db, "select" | "execute">;

export interface TeamUsage {
  plan: Plan;
  feeds: number;
  channels: number;
}

/** Locks the team row for the rest of the transaction and reads its plan and usage. */
export async function lockTeamUsage(tx: Tx, teamId: number): Promise<TeamUsage> {
  await tx.execute(sql`SELECT id FROM ${organization} WHERE id = ${teamId} FOR UPDATE`);
  return readTeamUsage(tx, teamId);
}

export async function readTeamUsage(tx: Pick<Db, "select">, teamId: number): Promise<TeamUsage> {
  const [team] = await tx.select({ plan: organization.plan }).from(organization).where(eq(organization.id, teamId));
  const [feeds] = await tx
    .select({ n: count() })
    .from(trackedFeeds)
    .where(and(eq(trackedFeeds.teamId, teamId), eq(trackedFeeds.isDemo, false)));
  const [channels] = await tx
    .select({ n: count() })
    .from(trackedChannels)
    .where(and(eq(trackedChannels.teamId, teamId), eq(trackedChannels.isDemo, false)));
  return { plan: planOf(team?.plan), feeds: Number(feeds?.n ?? 0), channels: Number(channels?.n ?? 0) };
}
