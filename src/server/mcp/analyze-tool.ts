// The analyze_account tool: starts (or reuses a recent) account analysis for the key's team, as Explore does
// (POST /v1/analyze, with the same rate limits), and waits a while for its result so one call usually answers it.
import "server-only";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { isFinished } from "@/domain/analysis";
import type { AnalysisResponse } from "@/domain/contracts/analysis";
import { TrackBody } from "@/domain/contracts/tracking";
import { now } from "../clock";
import type { Db } from "../db/client";
import { fieldError, notFound } from "../errors/api-error";
import { getAnalysis } from "../queries/analysis/get-analysis";
import { clientIpFromHeaders } from "../security/client-ip";
import { startAnalysis } from "../services/analysis/start-analysis";
import type { ActorContext } from "../services/context";
import { runTool, toolAnswer } from "./tool-answer";
import { platformInput } from "./tool-inputs";

/** How long one call waits for a run to finish before answering its progress (an MCP client's timeout is ~60 s). */
export const ANALYSIS_WAIT_MS = 40_000;
const POLL_MS = 250;

async function waitForAnalysis(db: Db, publicId: string, waitMs: number): Promise<AnalysisResponse | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const analysis = await getAnalysis(db, { publicId, signedIn: true, now: now() });
    if (!analysis || isFinished(analysis.state) || Date.now() >= deadline) return analysis;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function registerAnalyzeTool(server: McpServer, ctx: ActorContext, waitMs = ANALYSIS_WAIT_MS): void {
  server.registerTool(
    "analyze_account",
    {
      title: "Analyze an account",
      description:
        "Analyze any public account (no tracking needed) from its profile link or @handle: its newest videos " +
        "with views, engagement and outlier multiples, median views, virality, the best video length, posting " +
        "times and views over time. Waits up to about 40 seconds; when `state` is still a progress step " +
        "(analyzing, building_channel, collecting_insights, setting_up_dashboard), call again with `analysis_id` " +
        "to read the result. `state` done means `result` is complete; not_found, private, no_videos, " +
        "not_configured and upstream_error are failures explained in `error`. A finished run of the same account " +
        "from the last 6 hours is reused.",
      inputSchema: {
        url: TrackBody.shape.url
          .optional()
          .describe("The account's profile link or @handle (for example https://www.tiktok.com/@name)"),
        platform: platformInput
          .optional()
          .describe("The platform, needed only for a bare @handle: youtube, tiktok, instagram or threads"),
        analysis_id: z
          .string()
          .min(1)
          .max(64)
          .optional()
          .describe("Read an analysis started by an earlier call (its `id`) instead of starting one"),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) =>
      runTool("analyze_account", async () => {
        let publicId = args.analysis_id;
        if (!publicId) {
          if (!args.url) throw fieldError("url", "Give the account's link or @handle, or an analysis_id");
          const started = await startAnalysis(
            ctx.db,
            { url: args.url, platform: args.platform, source: "explore" },
            {
              ip: clientIpFromHeaders(ctx.headers),
              userId: ctx.actor.userId,
              teamId: ctx.actor.teamId,
              emailVerified: ctx.actor.emailVerified,
            },
          );
          publicId = started.id;
        }
        const analysis = await waitForAnalysis(ctx.db, publicId, waitMs);
        if (!analysis) throw notFound("This analysis does not exist");
        const message = isFinished(analysis.state)
          ? undefined
          : `Still running (${analysis.state}); call analyze_account again with analysis_id "${analysis.id}"`;
        return toolAnswer(analysis, message);
      }),
  );
}
