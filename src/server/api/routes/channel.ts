// Channels: accounts a team tracks; their new uploads become feeds.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { EntityId, IdParam, ListPaging } from "@/domain/contracts/common";
import {
  ChannelDetail,
  ChannelFilterQuery,
  ChannelListPage,
  ChannelTracked,
  PriorityAnswer,
  PriorityBody,
  TrackChannelBody,
} from "@/domain/contracts/tracking";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { notFound } from "../../errors/api-error";
import { getChannel } from "../../queries/tracking/get-channel";
import { CHANNEL_SORTS, type ChannelSort, listChannels } from "../../queries/tracking/list-channels";
import { deleteChannel, refreshChannelNow, setChannelStopped } from "../../services/tracking/channel-actions";
import { setPriority } from "../../services/tracking/set-priority";
import { trackChannel } from "../../services/tracking/track-channel";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Channels"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };
/** Writes: the one permission guard (src/domain/roles.ts) after the session; 403 40303 names the role needed. */
const manageTracking = {
  middleware: [requireActor, requirePermission(Action.ManageTracking)],
  security: bearerSecurity,
};
const ChannelSortParam = z
  .enum(Object.keys(CHANNEL_SORTS) as [ChannelSort, ...ChannelSort[]], {
    error: `Sort by one of: ${Object.keys(CHANNEL_SORTS).join(", ")}`,
  })
  .default("tracked_at");

const routes = {
  track: createRoute({
    method: "post",
    path: "/channel",
    tags,
    summary: "Track an account: imports its newest videos (default 30) as feeds and follows new uploads",
    ...manageTracking,
    request: { body: jsonBody(TrackChannelBody) },
    responses: responses(ChannelTracked, "The tracked channel", [400, 401, 403, 404, 429, 502, 503]),
  }),
  list: createRoute({
    method: "get",
    path: "/channel/list",
    tags,
    summary: "The team's channels: filters, sorting, pagination",
    ...signedIn,
    request: { query: z.object({ ...ChannelFilterQuery, sort: ChannelSortParam, ...ListPaging }) },
    responses: responses(ChannelListPage, "A page of channels", [400, 401]),
  }),
  get: createRoute({
    method: "get",
    path: "/channel/{id}",
    tags,
    summary: "One channel: profile, account analytics and history within the plan's window",
    ...signedIn,
    request: { params: IdParam },
    responses: responses(ChannelDetail, "The channel", [401, 404]),
  }),
  stop: createRoute({
    method: "post",
    path: "/channel/{id}/stop",
    tags,
    summary: "Stop refreshing (and its feeds)",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(EntityId, "Stopped", [401, 403, 404]),
  }),
  resume: createRoute({
    method: "post",
    path: "/channel/{id}/resume",
    tags,
    summary: "Resume refreshing (and its feeds)",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(EntityId, "Resumed", [401, 403, 404]),
  }),
  refresh: createRoute({
    method: "post",
    path: "/channel/{id}/refresh",
    tags,
    summary: "Refresh now (once per 5 minutes per channel)",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(ChannelDetail, "The refreshed channel", [401, 403, 404, 409, 429]),
  }),
  priority: createRoute({
    method: "post",
    path: "/channel/{id}/priority",
    tags,
    summary:
      "Mark or unmark as priority (refreshed hourly; Max, up to 100 feeds and channels); 90001 below Max or past 100",
    ...manageTracking,
    request: { params: IdParam, body: jsonBody(PriorityBody) },
    responses: responses(PriorityAnswer, "The channel's priority and the team's count", [400, 401, 403, 404, 409]),
  }),
  remove: createRoute({
    method: "delete",
    path: "/channel/{id}",
    tags,
    summary: "Stop tracking; its imported feeds are removed too",
    ...manageTracking,
    request: { params: IdParam },
    responses: responses(EntityId, "Deleted", [401, 403, 404]),
  }),
};

export const channelRoutes = createRouter()
  .openapi(routes.track, async (c) => {
    const ctx = actorContext(c);
    const result = await trackChannel({ ctx, input: c.req.valid("json") });
    const channel = await getChannel(ctx.db, { teamId: ctx.actor.teamId, channelId: result.channelId, now: now() });
    // Only a delete racing this call leaves nothing to answer.
    if (!channel) throw notFound("This channel does not exist");
    const message = !result.created
      ? "This channel is already tracked"
      : result.skipped
        ? `Tracking started; ${result.imported} videos imported, ${result.skipped} left out by the plan's feed limit`
        : `Tracking started; ${result.imported} videos imported`;
    const data = { ...channel, created: result.created, imported: result.imported, skipped: result.skipped };
    return c.json(ok(data, message), 200);
  })
  .openapi(routes.list, async (c) =>
    c.json(ok(await listChannels(c.var.db, c.var.actor.teamId, c.req.valid("query"))), 200),
  )
  .openapi(routes.get, async (c) => {
    const channel = await getChannel(c.var.db, {
      teamId: c.var.actor.teamId,
      channelId: c.req.valid("param").id,
      now: now(),
    });
    if (!channel) throw notFound("This channel does not exist");
    return c.json(ok(channel), 200);
  })
  .openapi(routes.stop, async (c) => {
    const { id } = c.req.valid("param");
    await setChannelStopped({ ctx: actorContext(c), channelId: id, stopped: true });
    return c.json(ok({ id }, "Stopped"), 200);
  })
  .openapi(routes.resume, async (c) => {
    const { id } = c.req.valid("param");
    await setChannelStopped({ ctx: actorContext(c), channelId: id, stopped: false });
    return c.json(ok({ id }, "Resumed"), 200);
  })
  .openapi(routes.refresh, async (c) => {
    const ctx = actorContext(c);
    const { id } = c.req.valid("param");
    const { refreshed } = await refreshChannelNow({ ctx, channelId: id });
    const channel = await getChannel(ctx.db, { teamId: ctx.actor.teamId, channelId: id, now: now() });
    if (!channel) throw notFound("This channel does not exist");
    return c.json(
      ok(channel, refreshed ? "Refreshed" : "The platform did not answer; the reason is shown on the channel"),
      200,
    );
  })
  .openapi(routes.priority, async (c) => {
    const { id } = c.req.valid("param");
    const { priority } = c.req.valid("json");
    const answer = await setPriority({ ctx: actorContext(c), kind: "channel", id, priority });
    return c.json(ok(answer, priority ? "Marked priority" : "No longer priority"), 200);
  })
  .openapi(routes.remove, async (c) => {
    const { id } = c.req.valid("param");
    await deleteChannel({ ctx: actorContext(c), channelId: id });
    return c.json(ok({ id }, "Deleted"), 200);
  });
