// GET /v1/collection/list: a team's collections in creation order, with how many channels and feeds each holds.
import "server-only";
import { asc, count, eq } from "drizzle-orm";
import type { CollectionList } from "@/domain/contracts/collection";
import type { Db } from "../../db/client";
import { collectionItems, collections } from "../../db/schema";

export async function listCollections(db: Db, teamId: number): Promise<CollectionList> {
  const rows = await db
    .select({
      id: collections.id,
      hashId: collections.hashId,
      name: collections.name,
      createdAt: collections.createdAt,
      // count(column) skips nulls: each item row sets exactly one of the two targets.
      channels: count(collectionItems.trackedChannelId),
      feeds: count(collectionItems.trackedFeedId),
    })
    .from(collections)
    .leftJoin(collectionItems, eq(collectionItems.collectionId, collections.id))
    .where(eq(collections.teamId, teamId))
    .groupBy(collections.id)
    .orderBy(asc(collections.createdAt), asc(collections.id));
  return {
    collections: rows.map((row) => ({
      id: row.id,
      hash_id: row.hashId,
      name: row.name,
      channels: Number(row.channels),
      feeds: Number(row.feeds),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
