// Collections: a team's named groups of channels and feeds (the dashboard's /dashboard/collections/{hash_id}).
// `{id}` and `collection_id` accept the numeric id or the hash_id; another team's collection answers 404.
import { createRoute, z } from "@hono/zod-openapi";
import { COLLECTION_BATCH_MAX, CollectionName } from "@/domain/collections";
import { notFound } from "../../errors/api-error";
import { getCollection } from "../../queries/collections/get-collection";
import { listCollections } from "../../queries/collections/list-collections";
import {
  addToCollection,
  COLLECTION_NOT_FOUND,
  type CollectionItemKind,
  createCollection,
  deleteCollection,
  removeFromCollection,
  renameCollection,
} from "../../services/collections/collection-actions";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";
import { MAX_ID } from "./tracking-schemas";

const tags = ["Collections"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };

const CollectionRefParam = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .openapi({
      param: { name: "id", in: "path" },
      description: "The numeric id or the hash_id",
      example: "aB3xYz90Qw",
    }),
});
const NameBody = z.object({ name: CollectionName });
const CollectionRefBody = z.union([z.number().int().positive().max(MAX_ID), z.string().trim().min(1).max(32)], {
  error: "Choose a collection",
});
const idList = (what: "channel" | "feed") => {
  const message = `Choose between 1 and ${COLLECTION_BATCH_MAX} ${what}s`;
  return z
    .array(
      z
        .number({ error: `Each ${what} id must be a whole number` })
        .int({ error: `Each ${what} id must be a whole number` })
        .positive({ error: `Each ${what} id must be a whole number` })
        .max(2_147_483_647, { error: `Each ${what} id must be a whole number` }),
      { error: message },
    )
    .min(1, { error: message })
    .max(COLLECTION_BATCH_MAX, { error: message });
};
const ChannelItemsBody = z.object({ collection_id: CollectionRefBody, channel_ids: idList("channel") });
const FeedItemsBody = z.object({ collection_id: CollectionRefBody, feed_ids: idList("feed") });

const Summary = z.object({ id: z.number(), hash_id: z.string(), name: z.string() }).openapi("CollectionSummary");
const ListEntry = Summary.extend({ channels: z.number(), feeds: z.number(), created_at: z.string() });
const Collection = z.record(z.string(), z.unknown()).openapi("Collection");
const Added = z.object({ collection_id: z.number(), added: z.number() });
const Removed = z.object({ collection_id: z.number(), removed: z.number() });

const itemSummary = (action: "add" | "remove", kind: CollectionItemKind) =>
  action === "add"
    ? `Add the team's ${kind}s (1 to ${COLLECTION_BATCH_MAX}); ones already in it are skipped`
    : `Remove ${kind}s (1 to ${COLLECTION_BATCH_MAX}); ids not in the collection are ignored`;

const routes = {
  create: createRoute({
    method: "post",
    path: "/collection",
    tags,
    summary: "Create a collection (name 1 to 12 characters)",
    ...signedIn,
    request: { body: jsonBody(NameBody) },
    responses: responses(Summary, "The new collection", [400, 401]),
  }),
  list: createRoute({
    method: "get",
    path: "/collection/list",
    tags,
    summary: "The team's collections in creation order, with channel and feed counts",
    ...signedIn,
    responses: responses(z.object({ collections: z.array(ListEntry) }), "The collections", [401]),
  }),
  addChannel: createRoute({
    method: "post",
    path: "/collection/add/channel",
    tags,
    summary: itemSummary("add", "channel"),
    ...signedIn,
    request: { body: jsonBody(ChannelItemsBody) },
    responses: responses(Added, "Added", [400, 401, 404]),
  }),
  addFeed: createRoute({
    method: "post",
    path: "/collection/add/feed",
    tags,
    summary: itemSummary("add", "feed"),
    ...signedIn,
    request: { body: jsonBody(FeedItemsBody) },
    responses: responses(Added, "Added", [400, 401, 404]),
  }),
  removeChannel: createRoute({
    method: "post",
    path: "/collection/remove/channel",
    tags,
    summary: itemSummary("remove", "channel"),
    ...signedIn,
    request: { body: jsonBody(ChannelItemsBody) },
    responses: responses(Removed, "Removed", [400, 401, 404]),
  }),
  removeFeed: createRoute({
    method: "post",
    path: "/collection/remove/feed",
    tags,
    summary: itemSummary("remove", "feed"),
    ...signedIn,
    request: { body: jsonBody(FeedItemsBody) },
    responses: responses(Removed, "Removed", [400, 401, 404]),
  }),
  get: createRoute({
    method: "get",
    path: "/collection/{id}",
    tags,
    summary: "One collection: its channels, its feeds and totals over the feeds",
    ...signedIn,
    request: { params: CollectionRefParam },
    responses: responses(Collection, "The collection", [401, 404]),
  }),
  rename: createRoute({
    method: "put",
    path: "/collection/{id}",
    tags,
    summary: "Rename a collection",
    ...signedIn,
    request: { params: CollectionRefParam, body: jsonBody(NameBody) },
    responses: responses(Summary, "Renamed", [400, 401, 404]),
  }),
  remove: createRoute({
    method: "delete",
    path: "/collection/{id}",
    tags,
    summary: "Delete a collection (its channels and feeds stay tracked)",
    ...signedIn,
    request: { params: CollectionRefParam },
    responses: responses(Summary, "Deleted", [401, 404]),
  }),
};

const summary = (row: { id: number; hashId: string; name: string }) => ({
  id: row.id,
  hash_id: row.hashId,
  name: row.name,
});

// Static paths (/collection/list, /collection/add/...) are registered before /collection/{id}.
export const collectionRoutes = createRouter()
  .openapi(routes.create, async (c) => {
    const row = await createCollection({ ctx: actorContext(c), name: c.req.valid("json").name });
    return c.json(ok(summary(row), "Collection created"), 200);
  })
  .openapi(routes.list, async (c) => c.json(ok(await listCollections(c.var.db, c.var.actor.teamId)), 200))
  .openapi(routes.addChannel, async (c) => {
    const { collection_id, channel_ids } = c.req.valid("json");
    const { collectionId, added } = await addToCollection({
      ctx: actorContext(c),
      ref: collection_id,
      kind: "channel",
      ids: channel_ids,
    });
    return c.json(ok({ collection_id: collectionId, added }, "Added"), 200);
  })
  .openapi(routes.addFeed, async (c) => {
    const { collection_id, feed_ids } = c.req.valid("json");
    const { collectionId, added } = await addToCollection({
      ctx: actorContext(c),
      ref: collection_id,
      kind: "feed",
      ids: feed_ids,
    });
    return c.json(ok({ collection_id: collectionId, added }, "Added"), 200);
  })
  .openapi(routes.removeChannel, async (c) => {
    const { collection_id, channel_ids } = c.req.valid("json");
    const { collectionId, removed } = await removeFromCollection({
      ctx: actorContext(c),
      ref: collection_id,
      kind: "channel",
      ids: channel_ids,
    });
    return c.json(ok({ collection_id: collectionId, removed }, "Removed"), 200);
  })
  .openapi(routes.removeFeed, async (c) => {
    const { collection_id, feed_ids } = c.req.valid("json");
    const { collectionId, removed } = await removeFromCollection({
      ctx: actorContext(c),
      ref: collection_id,
      kind: "feed",
      ids: feed_ids,
    });
    return c.json(ok({ collection_id: collectionId, removed }, "Removed"), 200);
  })
  .openapi(routes.get, async (c) => {
    const collection = await getCollection(c.var.db, c.var.actor.teamId, c.req.valid("param").id);
    if (!collection) throw notFound(COLLECTION_NOT_FOUND);
    return c.json(ok(collection), 200);
  })
  .openapi(routes.rename, async (c) => {
    const row = await renameCollection({
      ctx: actorContext(c),
      ref: c.req.valid("param").id,
      name: c.req.valid("json").name,
    });
    return c.json(ok(summary(row), "Renamed"), 200);
  })
  .openapi(routes.remove, async (c) => {
    const row = await deleteCollection({ ctx: actorContext(c), ref: c.req.valid("param").id });
    return c.json(ok(summary(row), "Deleted"), 200);
  });
