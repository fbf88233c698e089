// The free AI tools' generator (issue 8). No login needed; a session raises the daily cap. Answers the envelope,
// or with `stream: true` server-sent events: `delta` {index, text} as text is written, then `done` {results,
// provider, remaining, keywords, descriptionLanguage} (the final, checked results) or `error` {code, message}. Cap and validation failures come
// before any streaming, as normal envelopes.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { ToolGenerateResult } from "@/domain/contracts/tools";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../../errors/api-error";
import { runGeneration } from "../../tools/generate";
import { describeUse } from "../../tools/keywords-used";
import { getToolProvider } from "../../tools/provider";
import { GenerateBody, toToolRequest } from "../../tools/request";
import { ToolProviderError } from "../../tools/types";
import { refundGeneration, reserveGeneration } from "../../tools/usage";
import { envelopeSchema, ok } from "../envelope";
import { jsonBody, responses } from "../openapi-helpers";
import { clientIp, signedInRequester } from "../requester";
import { createRouter } from "../router";

const generateRoute = createRoute({
  method: "post",
  path: "/tools/generate",
  tags: ["Tools"],
  summary:
    "Generate bios, captions, video ideas, usernames or emoji translations; `stream: true` answers text/event-stream " +
    "(`delta` {index, text}, then `done` {results, provider, remaining, keywords, descriptionLanguage} or `error` " +
    "{code, message}); `avoid` lists the variants shown before, which the answer does not repeat",
  request: { body: jsonBody(GenerateBody) },
  responses: {
    ...responses(ToolGenerateResult, "The variants and today's remaining generations", [400, 429, 502, 504]),
    200: {
      description: "The variants and today's remaining generations (JSON), or the stream when `stream: true`",
      content: {
        "application/json": { schema: envelopeSchema(ToolGenerateResult) },
        "text/event-stream": { schema: z.string() },
      },
    },
  },
});

function providerError(error: unknown): ApiError {
  if (error instanceof ToolProviderError && error.kind === "timeout")
    return new ApiError(ErrorCode.ToolsProviderTimeout);
  return new ApiError(ErrorCode.ToolsProviderFailed);
}

export const toolRoutes = createRouter().openapi(generateRoute, async (c) => {
  const body = c.req.valid("json");
  const request = toToolRequest(body);
  const db = c.var.db;
  const requester = await signedInRequester(c);
  const reservation = await reserveGeneration(db, {
    userId: requester?.userId ?? null,
    emailVerified: requester?.emailVerified ?? false,
    ip: clientIp(c),
  });
  const provider = getToolProvider();
  if (!body.stream) {
    try {
      const results = await runGeneration(provider, request);
      return c.json(
        ok(
          { results, provider: provider.name, remaining: reservation.remaining, ...describeUse(request, results) },
          "success",
        ),
        200,
      );
    } catch (error) {
      await refundGeneration(db, reservation);
      throw providerError(error);
    }
  }
  return streamSSE(c, async (stream) => {
    // A closed connection must not fail (and refund) a generation the provider completed: writes never throw here.
    const send = (event: string, data: unknown) =>
      stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => undefined);
    try {
      const results = await runGeneration(provider, request, (delta) => send("delta", delta));
      await send("done", {
        results,
        provider: provider.name,
        remaining: reservation.remaining,
        ...describeUse(request, results),
      });
    } catch (error) {
      await refundGeneration(db, reservation).catch(() => undefined);
      const apiError = providerError(error);
      await send("error", { code: apiError.code, message: apiError.message });
    }
  });
});
