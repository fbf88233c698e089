// Plan limits are checked inside the transaction that inserts, after locking the team's row, so two concurrent
// requests of one team are serialized and cannot both pass the last free slot.
import { count, eq, sql } from "drizzle-orm";
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
  const [feeds] = await tx.select({ n: count() }).from(trackedFeeds).where(eq(trackedFeeds.teamId, teamId));
  const [channels] = await tx.select({ n: count() }).from(trackedChannels).where(eq(trackedChannels.teamId, teamId));
  return { plan: planOf(team?.plan), feeds: Number(feeds?.n ?? 0), channels: Number(channels?.n ?? 0) };
}
