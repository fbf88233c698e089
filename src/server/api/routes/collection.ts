// Collections: a team's named groups of channels and feeds (the dashboard's /dashboard/collections/{hash_id}).
// `{id}` and `collection_id` accept the numeric id or the hash_id; another team's collection answers 404.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { COLLECTION_BATCH_MAX } from "@/domain/collections";
import {
  CollectionChannelsBody,
  CollectionDetail,
  CollectionFeedsBody,
  CollectionHeader,
  CollectionItemsAdded,
  CollectionItemsRemoved,
  CollectionList,
  CollectionNameBody,
  CollectionRefParam,
} from "@/domain/contracts/collection";
import { ExportLocaleQuery } from "@/domain/contracts/tracking";
import { Action } from "@/domain/roles";
import { normalizeLocale } from "@/i18n/locales";
import { requestLocaleHint } from "../../auth/request-locale-hint";
import { now } from "../../clock";
import { notFound } from "../../errors/api-error";
import { exportCollectionCsv } from "../../queries/collections/export-collection";
import { findCollection } from "../../queries/collections/find-collection";
import { getCollection } from "../../queries/collections/get-collection";
import { listCollections } from "../../queries/collections/list-collections";
import { renderCollectionReportPdf } from "../../reports/collection-report-pdf";
import {
  addToCollection,
  COLLECTION_NOT_FOUND,
  type CollectionItemKind,
  createCollection,
  deleteCollection,
  removeFromCollection,
  renameCollection,
} from "../../services/collections/collection-actions";
import { ErrorEnvelope, ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Collections"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };
/** Writes: the one permission guard (src/domain/roles.ts) after the session; 403 40303 names the role needed. */
const manageCollections = {
  middleware: [requireActor, requirePermission(Action.ManageCollections)],
  security: bearerSecurity,
};

/** The error envelopes of a file download (its success answer is the file, not JSON). */
const notFoundOnly = () => ({
  401: { description: "Error envelope (401)", content: { "application/json": { schema: ErrorEnvelope } } },
  404: { description: "Error envelope (404)", content: { "application/json": { schema: ErrorEnvelope } } },
});

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
    ...manageCollections,
    request: { body: jsonBody(CollectionNameBody) },
    responses: responses(CollectionHeader, "The new collection", [400, 401, 403]),
  }),
  list: createRoute({
    method: "get",
    path: "/collection/list",
    tags,
    summary: "The team's collections in creation order, with channel and feed counts",
    ...signedIn,
    responses: responses(CollectionList, "The collections", [401]),
  }),
  addChannel: createRoute({
    method: "post",
    path: "/collection/add/channel",
    tags,
    summary: itemSummary("add", "channel"),
    ...manageCollections,
    request: { body: jsonBody(CollectionChannelsBody) },
    responses: responses(CollectionItemsAdded, "Added", [400, 401, 403, 404]),
  }),
  addFeed: createRoute({
    method: "post",
    path: "/collection/add/feed",
    tags,
    summary: itemSummary("add", "feed"),
    ...manageCollections,
    request: { body: jsonBody(CollectionFeedsBody) },
    responses: responses(CollectionItemsAdded, "Added", [400, 401, 403, 404]),
  }),
  removeChannel: createRoute({
    method: "post",
    path: "/collection/remove/channel",
    tags,
    summary: itemSummary("remove", "channel"),
    ...manageCollections,
    request: { body: jsonBody(CollectionChannelsBody) },
    responses: responses(CollectionItemsRemoved, "Removed", [400, 401, 403, 404]),
  }),
  removeFeed: createRoute({
    method: "post",
    path: "/collection/remove/feed",
    tags,
    summary: itemSummary("remove", "feed"),
    ...manageCollections,
    request: { body: jsonBody(CollectionFeedsBody) },
    responses: responses(CollectionItemsRemoved, "Removed", [400, 401, 403, 404]),
  }),
  export: createRoute({
    method: "get",
    path: "/collection/{id}/export",
    tags,
    summary: "The collection's deduplicated videos as CSV (creator, platform, views, growth, engagement, outlier)",
    ...signedIn,
    request: { params: CollectionRefParam, query: z.object(ExportLocaleQuery) },
    responses: {
      200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
      ...notFoundOnly(),
    },
  }),
  reportPdf: createRoute({
    method: "get",
    path: "/collection/{id}/report.pdf",
    tags,
    summary: "The collection as a PDF campaign report: cover, key figures, views chart, breakdowns, top 20",
    ...signedIn,
    request: { params: CollectionRefParam, query: z.object(ExportLocaleQuery) },
    responses: {
      200: {
        description: "PDF file",
        content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
      },
      ...notFoundOnly(),
    },
  }),
  get: createRoute({
    method: "get",
    path: "/collection/{id}",
    tags,
    summary:
      "One collection: its channels, its feeds, totals over its deduplicated videos (loose feeds and its channels' feeds) and the campaign report",
    ...signedIn,
    request: { params: CollectionRefParam },
    responses: responses(CollectionDetail, "The collection", [401, 404]),
  }),
  rename: createRoute({
    method: "put",
    path: "/collection/{id}",
    tags,
    summary: "Rename a collection",
    ...manageCollections,
    request: { params: CollectionRefParam, body: jsonBody(CollectionNameBody) },
    responses: responses(CollectionHeader, "Renamed", [400, 401, 403, 404]),
  }),
  remove: createRoute({
    method: "delete",
    path: "/collection/{id}",
    tags,
    summary: "Delete a collection (its channels and feeds stay tracked)",
    ...manageCollections,
    request: { params: CollectionRefParam },
    responses: responses(CollectionHeader, "Deleted", [401, 403, 404]),
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
  .openapi(routes.export, async (c) => {
    const collection = await findCollection(c.var.db, c.var.actor.teamId, c.req.valid("param").id);
    if (!collection) throw notFound(COLLECTION_NOT_FOUND);
    const locale = normalizeLocale(c.req.valid("query").locale) ?? requestLocaleHint(c.req.raw.headers);
    const csv = await exportCollectionCsv(c.var.db, c.var.actor.teamId, collection.id, locale);
    c.header("Content-Disposition", `attachment; filename="feedscope-collection-${collection.hashId}.csv"`);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  })
  .openapi(routes.reportPdf, async (c) => {
    const at = now();
    const collection = await getCollection(c.var.db, c.var.actor.teamId, c.req.valid("param").id, at);
    if (!collection) throw notFound(COLLECTION_NOT_FOUND);
    const locale = normalizeLocale(c.req.valid("query").locale) ?? requestLocaleHint(c.req.raw.headers);
    const pdf = await renderCollectionReportPdf(collection, { locale, now: at });
    c.header("Content-Disposition", `attachment; filename="feedscope-report-${collection.hash_id}.pdf"`);
    return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf" });
  })
  .openapi(routes.get, async (c) => {
    const collection = await getCollection(c.var.db, c.var.actor.teamId, c.req.valid("param").id, now());
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
