// Public account analysis. Anyone may start one (visitors are rate limited per IP and get partial results);
// progress streams as server-sent events through the spec's steps.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { ANALYSIS_STEPS, type AnalysisState, isFinished } from "@/domain/analysis";
import { AnalysisResponse, AnalysisStarted, RecentAnalyses } from "@/domain/contracts/analysis";
import { TrackBody } from "@/domain/contracts/tracking";
import { takeStreamSlot } from "../../analysis/stream-slots";
import { now } from "../../clock";
import { notFound } from "../../errors/api-error";
import { getAnalysis } from "../../queries/analysis/get-analysis";
import { recentAnalyses } from "../../queries/analysis/recent-analyses";
import { isShuttingDown } from "../../runtime/shutdown";
import { RateLimitedError } from "../../security/rate-limited-error";
import { ANALYSIS_SOURCES, startAnalysis } from "../../services/analysis/start-analysis";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { clientIp, signedInRequester, signedInUserId } from "../requester";
import { createRouter } from "../router";

const tags = ["Analyze"];
// Analyses are addressed by their random public id (issue 13 item 8); anything else, old integer ids included,
// finds nothing and answers 404.
const AnalysisIdParam = z.object({
  id: z
    .string()
    .max(64, { error: "This analysis does not exist" })
    .openapi({ param: { name: "id", in: "path" }, example: "3f2a9c0e5b7d41e8a6c4d2b0f1e3a5c7" }),
});
const POLL_MS = 300;
const STREAM_LIMIT_MS = 90_000;
const StartBody = TrackBody.extend({
  /** Which page started the run; a signed-in person's run belongs to their team either way. */
  source: z.enum(ANALYSIS_SOURCES).optional(),
});

const routes = {
  start: createRoute({
    method: "post",
    path: "/analyze",
    tags,
    summary: "Start (or reuse a recent) analysis of an account URL or handle; answers its id",
    request: { body: jsonBody(StartBody) },
    responses: responses(AnalysisStarted, "The analysis' public id", [400, 429]),
  }),
  recent: createRoute({
    method: "get",
    path: "/analyze/recent",
    tags,
    summary: "Accounts visitors analyzed recently on the public pages (never a team's runs)",
    responses: responses(RecentAnalyses, "Recent public analyses"),
  }),
  recentTeam: createRoute({
    method: "get",
    path: "/analyze/recent/team",
    tags,
    summary: "Accounts the signed-in person's team analyzed recently (Explore and public pages)",
    middleware: [requireActor],
    security: bearerSecurity,
    responses: responses(RecentAnalyses, "Recent analyses of the team", [401]),
  }),
  get: createRoute({
    method: "get",
    path: "/analyze/{id}",
    tags,
    summary: "State and result of an analysis (partial for visitors)",
    request: { params: AnalysisIdParam },
    responses: responses(AnalysisResponse, "The analysis", [404]),
  }),
  events: createRoute({
    method: "get",
    path: "/analyze/{id}/events",
    tags,
    summary: "Progress as server-sent events: one `step` event per step in order, then `done` or `failed`",
    request: { params: AnalysisIdParam },
    responses: { 200: { description: "text/event-stream", content: { "text/event-stream": { schema: z.string() } } } },
  }),
};

export const analyzeRoutes = createRouter()
  .openapi(routes.start, async (c) => {
    const requester = await signedInRequester(c);
    return c.json(
      ok(
        await startAnalysis(c.var.db, c.req.valid("json"), {
          ...requester,
          userId: requester?.userId ?? null,
          ip: clientIp(c),
        }),
      ),
      200,
    );
  })
  .openapi(routes.recent, async (c) => c.json(ok(await recentAnalyses(c.var.db, { kind: "public" })), 200))
  .openapi(routes.recentTeam, async (c) =>
    c.json(ok(await recentAnalyses(c.var.db, { kind: "team", teamId: c.var.actor.teamId })), 200),
  )
  .openapi(routes.get, async (c) => {
    const signedIn = (await signedInUserId(c)) !== null;
    const analysis = await getAnalysis(c.var.db, { publicId: c.req.valid("param").id, signedIn, now: now() });
    if (!analysis) throw notFound("This analysis does not exist");
    return c.json(ok(analysis), 200);
  })
  .openapi(routes.events, async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    const first = await getAnalysis(db, { publicId: id, signedIn: false, now: now() });
    if (!first) throw notFound("This analysis does not exist");
    const firstState = first.state;
    const release = takeStreamSlot(clientIp(c), String(id));
    if (!release) {
      // A slot frees as soon as another of the client's streams closes; a few seconds is a fair wait.
      throw new RateLimitedError("Too many open progress streams, please close other tabs and retry", 5);
    }
    return streamSSE(c, async (stream) => {
      stream.onAbort(release);
      try {
        await streamProgress(stream);
      } finally {
        release();
      }
    });
    async function streamProgress(stream: SSEStreamingApi) {
      let sent = -1;
      const started = Date.now();
      let state: AnalysisState = firstState;
      for (;;) {
        const current = await getAnalysis(db, { publicId: id, signedIn: false, now: now() });
        state = current?.state ?? "upstream_error";
        // Every step up to the current one is sent, in order, even when the run moved past several at once.
        const reached = isFinished(state) ? ANALYSIS_STEPS.length - 1 : ANALYSIS_STEPS.indexOf(state as never);
        const upTo = state === "done" ? ANALYSIS_STEPS.length - 1 : isFinished(state) ? sent : reached;
        while (sent < upTo) {
          sent += 1;
          await stream.writeSSE({ event: "step", data: JSON.stringify({ step: ANALYSIS_STEPS[sent], index: sent }) });
        }
        if (isFinished(state)) {
          const event = state === "done" ? "done" : "failed";
          await stream.writeSSE({ event, data: JSON.stringify({ state, error: current?.error ?? null }) });
          return;
        }
        // A shutting-down server ends its streams so the drain does not wait for them (the client reconnects).
        if (Date.now() - started > STREAM_LIMIT_MS || stream.aborted || isShuttingDown()) return;
        await stream.sleep(POLL_MS);
      }
    }
  });
