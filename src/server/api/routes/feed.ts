// Feeds: single videos a team tracks.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { EntityId, IdParam, ListPaging } from "@/domain/contracts/common";
import {
  ExportLocaleQuery,
  FeedCursorParam,
  FeedDetail,
  FeedFilterQuery,
  FeedListPage,
  FeedListView,
  FeedTableListPage,
  FeedTracked,
  PriorityAnswer,
  PriorityBody,
  TrackBody,
} from "@/domain/contracts/tracking";
import { Action } from "@/domain/roles";
import { normalizeLocale } from "@/i18n/locales";
import { requestLocaleHint } from "../../auth/request-locale-hint";
import { now } from "../../clock";
import { notFound } from "../../errors/api-error";
import { feedListAnswerText } from "../../queries/answer-cache";
import { exportFeedsCsv } from "../../queries/tracking/export-feeds";
import { getFeed } from "../../queries/tracking/get-feed";
import { FEED_SORTS, type FeedSort, listFeeds, listFeedsForTable } from "../../queries/tracking/list-feeds";
import { statusWordsIn } from "../../queries/tracking/status-words";
import { deleteFeed, refreshFeedNow, setFeedStopped } from "../../services/tracking/feed-actions";
import { setPriority } from "../../services/tracking/set-priority";
import { trackFeed } from "../../services/tracking/track-feed";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Feeds"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };
/** Writes: the one permission guard (src/domain/roles.ts) after the session; 403 40303 names the role needed. */
const manageTracking = {
  middleware: [requireActor, requirePermission(Action.ManageTracking)],
  security: bearerSecurity,
};
// The default order is by views, largest first, unknown views last whatever the platform (issue 20 item 2;
// listFeeds puts unknown values last in either direction).
const FeedSortParam = z
  .enum(Object.keys(FEED_SORTS) as [FeedSort, ...FeedSort[]], {
    error: `Sort by one of: ${Object.keys(FEED_SORTS).join(", ")}`,
  })
  .default("views");
const ListQuery = z
  .object({
    ...FeedFilterQuery,
    sort: FeedSortParam,
    ...ListPaging,
    cursor: FeedCursorParam.optional(),
    view: FeedListView,
  })
  .superRefine((query, ctx) => {
    // A cursor holds a value of one sort key in one direction; under another it would skip or repeat rows.
    if (query.cursor && (query.cursor.sort !== query.sort || query.cursor.order !== query.order))
      ctx.addIssue({
        code: "custom",
        path: ["cursor"],
        message: "This cursor belongs to another sort or order: start again from page 1",
      });
  });
const ExportQuery = z.object({
  ...FeedFilterQuery,
  ...ExportLocaleQuery,
  sort: FeedSortParam,
  order: ListPaging.order,
});

const routes = {
  track: createRoute({
    method: "post",
    path: "/feed",
    tags,
    summary: "Track one video (its first snapshot is taken at once); 90001 past the plan's feed limit",
    ...manageTracking,
    request: { body: jsonBody(TrackBody) },
    responses: responses(FeedTracked, "The tracked feed", [400, 401, 403, 404, 429, 502, 503]),
  }),
  list: createRoute({
    method: "get",
    path: "/feed/list",
    tags,
    summary:
      "The team's feeds: filters, sorting on every metric, outlier multiple and growth, pagination; view=table " +
      "answers only the fields the dashboard's table shows",
    ...signedIn,
    request: { query: ListQuery },
    responses: responses(
      z.union([FeedListPage, FeedTableListPage]),
      "A page of feeds (FeedListPage; FeedTableListPage with view=table)",
      [400, 401],
    ),
  }),
  export: createRoute({
    method: "get",
    path: "/feed/export",
    tags,
    summary: "The filtered feeds as CSV",
    ...signedIn,
    request: { query: ExportQuery },
    responses: { 200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } } },
  }),
  get: createRoute({
    method: "get",
    path: "/feed/{id}",
    tags,
    summary: "One feed with its metrics history within the plan's window",
    ...signedIn,
    request: { params: IdParam },
    responses: responses(FeedDetail, "The feed", [401, 404]),
  }),
  stop: createRoute({
    method: "post",
    path: "/feed/{id}/stop",
    tags,
    summary: "Stop refreshing",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(EntityId, "Stopped", [401, 403, 404]),
  }),
  resume: createRoute({
    method: "post",
    path: "/feed/{id}/resume",
    tags,
    summary: "Resume refreshing",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(EntityId, "Resumed", [401, 403, 404]),
  }),
  refresh: createRoute({
    method: "post",
    path: "/feed/{id}/refresh",
    tags,
    summary: "Refresh now (once per 5 minutes per feed)",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(FeedDetail, "The refreshed feed", [401, 403, 404, 409, 429]),
  }),
  priority: createRoute({
    method: "post",
    path: "/feed/{id}/priority",
    tags,
    summary:
      "Mark or unmark as priority (refreshed hourly; Max, up to 100 feeds and channels); 90001 below Max or past 100",
    ...manageTracking,
    request: { params: IdParam, body: jsonBody(PriorityBody) },
    responses: responses(PriorityAnswer, "The feed's priority and the team's count", [400, 401, 403, 404, 409]),
  }),
  remove: createRoute({
    method: "delete",
    path: "/feed/{id}",
    tags,
    summary: "Stop tracking and remove",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(EntityId, "Deleted", [401, 403, 404]),
  }),
};

export const feedRoutes = createRouter()
  .openapi(routes.track, async (c) => {
    const ctx = actorContext(c);
    const { feedId, created } = await trackFeed({ ctx, input: c.req.valid("json") });
    const feed = await getFeed(ctx.db, { teamId: ctx.actor.teamId, feedId, now: now() });
    // Only a delete racing this call leaves nothing to answer.
    if (!feed) throw notFound("This feed does not exist");
    return c.json(ok({ ...feed, created }, created ? "Tracking started" : "This video is already tracked"), 200);
  })
  .openapi(routes.list, async (c) => {
    const { view, ...query } = c.req.valid("query");
    const list = view === "table" ? listFeedsForTable : listFeeds;
    const { db, actor } = c.var;
    // The same bytes c.json would send, answered from a short in-process cache while no write happened here.
    const text = await feedListAnswerText(db, { teamId: actor.teamId, view, query }, async () =>
      ok(await list(db, actor.teamId, query)),
    );
    // Typed as c.json's answer, so the route's declared answer (OpenAPI, typed clients) is unchanged.
    return c.body(text, 200, { "Content-Type": "application/json" }) as unknown as ReturnType<
      typeof c.json<ReturnType<typeof ok<Awaited<ReturnType<typeof list>>>>, 200>
    >;
  })
  .openapi(routes.export, async (c) => {
    const { locale, ...query } = c.req.valid("query");
    const statusWord = await statusWordsIn(normalizeLocale(locale) ?? requestLocaleHint(c.req.raw.headers));
    const csv = await exportFeedsCsv(c.var.db, c.var.actor.teamId, query, statusWord);
    const day = now().toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="feedscope-feeds-${day}.csv"`);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  })
  .openapi(routes.get, async (c) => {
    const feed = await getFeed(c.var.db, { teamId: c.var.actor.teamId, feedId: c.req.valid("param").id, now: now() });
    if (!feed) throw notFound("This feed does not exist");
    return c.json(ok(feed), 200);
  })
  .openapi(routes.stop, async (c) => {
    const { id } = c.req.valid("param");
    await setFeedStopped({ ctx: actorContext(c), feedId: id, stopped: true });
    return c.json(ok({ id }, "Stopped"), 200);
  })
  .openapi(routes.resume, async (c) => {
    const { id } = c.req.valid("param");
    await setFeedStopped({ ctx: actorContext(c), feedId: id, stopped: false });
    return c.json(ok({ id }, "Resumed"), 200);
  })
  .openapi(routes.refresh, async (c) => {
    const ctx = actorContext(c);
    const { id } = c.req.valid("param");
    const { refreshed } = await refreshFeedNow({ ctx, feedId: id });
    const feed = await getFeed(ctx.db, { teamId: ctx.actor.teamId, feedId: id, now: now() });
    if (!feed) throw notFound("This feed does not exist");
    return c.json(
      ok(feed, refreshed ? "Refreshed" : "The platform did not answer; the reason is shown on the feed"),
      200,
    );
  })
  .openapi(routes.priority, async (c) => {
    const { id } = c.req.valid("param");
    const { priority } = c.req.valid("json");
    const answer = await setPriority({ ctx: actorContext(c), kind: "feed", id, priority });
    return c.json(ok(answer, priority ? "Marked priority" : "No longer priority"), 200);
  })
  .openapi(routes.remove, async (c) => {
    const { id } = c.req.valid("param");
    await deleteFeed({ ctx: actorContext(c), feedId: id });
    return c.json(ok({ id }, "Deleted"), 200);
  });
