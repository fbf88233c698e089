// One of a team's collections by its numeric id or hash_id; another team's collection is never found.
import "server-only";
import { and, eq } from "drizzle-orm";
import { parseCollectionRef } from "@/domain/collections";
import type { Db } from "../../db/client";
import { collections } from "../../db/schema";

export type CollectionRecord = typeof collections.$inferSelect;

export async function findCollection(db: Db, teamId: number, ref: string | number): Promise<CollectionRecord | null> {
  const parsed = parseCollectionRef(ref);
  if (!parsed) return null;
  const match = parsed.kind === "id" ? eq(collections.id, parsed.id) : eq(collections.hashId, parsed.hashId);
  const [row] = await db
    .select()
    .from(collections)
    .where(and(match, eq(collections.teamId, teamId)))
    .limit(1);
  return row ?? null;
}
