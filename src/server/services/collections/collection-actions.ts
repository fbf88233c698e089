// Create, rename and delete a team's collections, and add or remove its channels and feeds. Every write is scoped by
// the caller's team: another team's collection, channel or feed answers "not found" and names nothing of it.
import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { collectionHashFrom } from "@/domain/collections";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { collectionItems, collections, trackedChannels, trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import { type CollectionRecord, findCollection } from "../../queries/collections/find-collection";
import type { ActorContext } from "../context";

export const COLLECTION_NOT_FOUND = "This collection does not exist";

export async function ownCollection(ctx: ActorContext, ref: string | number): Promise<CollectionRecord> {
  const collection = await findCollection(ctx.db, ctx.actor.teamId, ref);
  if (!collection) throw notFound(COLLECTION_NOT_FOUND);
  return collection;
}

function newHashId(): string {
  for (;;) {
    const hash = collectionHashFrom(randomBytes(32));
    if (hash) return hash;
  }
}

export async function createCollection({ ctx, name }: { ctx: ActorContext; name: string }) {
  assertCan(ctx.actor.role, Action.ManageCollections);
  // A clash of two random 10-character ids is astronomically rare; a few fresh draws settle it.
  const at = now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await ctx.db
      .insert(collections)
      .values({
        teamId: ctx.actor.teamId,
        hashId: newHashId(),
        name,
        createdBy: ctx.actor.userId,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: collections.hashId })
      .returning();
    if (row) return row;
  }
  throw new ApiError(ErrorCode.Internal);
}

export async function renameCollection({ ctx, ref, name }: { ctx: ActorContext; ref: string | number; name: string }) {
  assertCan(ctx.actor.role, Action.ManageCollections);
  const collection = await ownCollection(ctx, ref);
  const [row] = await ctx.db
    .update(collections)
    .set({ name, updatedAt: now() })
    .where(and(eq(collections.id, collection.id), eq(collections.teamId, ctx.actor.teamId)))
    .returning();
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
  return row;
}

export async function deleteCollection({ ctx, ref }: { ctx: ActorContext; ref: string | number }) {
  assertCan(ctx.actor.role, Action.ManageCollections);
  const collection = await ownCollection(ctx, ref);
  await ctx.db
    .delete(collections)
    .where(and(eq(collections.id, collection.id), eq(collections.teamId, ctx.actor.teamId)));
  return collection;
}

export type CollectionItemKind = "channel" | "feed";

const TARGETS = {
  channel: { table: trackedChannels, column: collectionItems.trackedChannelId, missing: "This channel does not exist" },
  feed: { table: trackedFeeds, column: collectionItems.trackedFeedId, missing: "This feed does not exist" },
} as const;

/** Adds the team's channels or feeds; ones already in the collection are left as they are. */
export async function addToCollection({
  ctx,
  ref,
  kind,
  ids,
}: {
  ctx: ActorContext;
  ref: string | number;
  kind: CollectionItemKind;
  ids: number[];
}) {
  assertCan(ctx.actor.role, Action.ManageCollections);
  const collection = await ownCollection(ctx, ref);
  const wanted = [...new Set(ids)];
  const target = TARGETS[kind];
  return ctx.db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: target.table.id })
      .from(target.table)
      .where(and(inArray(target.table.id, wanted), eq(target.table.teamId, ctx.actor.teamId)));
    if (owned.length !== wanted.length) throw notFound(target.missing);
    const inserted = await tx
      .insert(collectionItems)
      .values(
        wanted.map((id) =>
          kind === "channel"
            ? { collectionId: collection.id, trackedChannelId: id }
            : { collectionId: collection.id, trackedFeedId: id },
        ),
      )
      .onConflictDoNothing()
      .returning({ id: collectionItems.id });
    return { collectionId: collection.id, added: inserted.length };
  });
}

/** Removes channels or feeds from the collection; ids not in it are ignored (removing twice is harmless). */
export async function removeFromCollection({
  ctx,
  ref,
  kind,
  ids,
}: {
  ctx: ActorContext;
  ref: string | number;
  kind: CollectionItemKind;
  ids: number[];
}) {
  assertCan(ctx.actor.role, Action.ManageCollections);
  const collection = await ownCollection(ctx, ref);
  const removed = await ctx.db
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, collection.id), inArray(TARGETS[kind].column, [...new Set(ids)])))
    .returning({ id: collectionItems.id });
  return { collectionId: collection.id, removed: removed.length };
}
