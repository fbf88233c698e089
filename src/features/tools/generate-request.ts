"use client";
// Calls POST /v1/tools/generate with stream: true and reads the server-sent events as they arrive (EventSource
// cannot POST): `delta` appends text to a variant, `done` carries the final variants, `error` a readable message.
// Limit and validation failures come back as plain JSON envelopes and become an ApiRequestError with the server's
// message. A request that stays silent for IDLE_TIMEOUT_MS is aborted, so the page never spins forever.
import type { ToolGenerateResult } from "@/domain/contracts/tools";
import type { HashtagCount, ToolKind, ToolLength, ToolPlatform, ToolTone } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import { ApiRequestError, apiUrl } from "@/lib/api/client";
import { useRootStore } from "@/lib/store/root-store";
import { readTokenCookie } from "@/lib/store/token-cookie";
import { type SseEvent, SseParser } from "./sse-parser";

export const IDLE_TIMEOUT_MS = 30_000;

export interface GenerateInput {
  tool: ToolKind;
  platform: ToolPlatform | null;
  description: string;
  options: { length?: ToolLength; tone?: ToolTone; hashtags?: HashtagCount };
  locale: Locale;
  /** Variants shown in the previous (up to three) results: the server answers with others. */
  avoid?: string[];
}

/** The answer (and the stream's `done` event): the API contract, src/domain/contracts/tools.ts. */
export type GenerateResult = ToolGenerateResult;
export type ToolProviderName = ToolGenerateResult["provider"];

/** Why a generation ended without results when no server message says it: the page picks a localized text. */
export class GenerateFailure extends Error {
  constructor(readonly reason: "timeout" | "network" | "interrupted") {
    super(reason);
    this.name = "GenerateFailure";
  }
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export async function generateTool(
  input: GenerateInput,
  { onDelta, signal }: { onDelta: (index: number, text: string) => void; signal?: AbortSignal },
): Promise<GenerateResult> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, IDLE_TIMEOUT_MS);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort);

  const token = useRootStore.getState().token || readTokenCookie();
  const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = { ...input, platform: input.platform ?? undefined, stream: true };

  try {
    arm();
    let response: Response;
    try {
      response = await fetch(apiUrl("/tools/generate"), {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new GenerateFailure(timedOut ? "timeout" : "network");
    }

    if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
      const envelope = parseJson<{ code?: number; message?: string; data?: unknown }>(await response.text());
      if (envelope && envelope.code === 0 && envelope.data) return envelope.data as GenerateResult;
      // Refusals keep their data: the daily cap (42903) says whose cap it was and when it resets (retry_after).
      throw new ApiRequestError(
        envelope?.message || `Request failed: ${response.status}`,
        envelope?.code ?? null,
        response.status,
        envelope?.data ?? null,
      );
    }

    const reader = response.body?.getReader();
    if (!reader) throw new GenerateFailure("interrupted");
    const decoder = new TextDecoder();
    const parser = new SseParser();
    let outcome: GenerateResult | null = null;
    // Returns the final answer on `done`, throws on `error`, applies deltas otherwise.
    const handle = (event: SseEvent): GenerateResult | null => {
      if (event.event === "delta") {
        const delta = parseJson<{ index?: number; text?: string }>(event.data);
        if (typeof delta?.index === "number" && typeof delta.text === "string") onDelta(delta.index, delta.text);
      } else if (event.event === "done") {
        return parseJson<GenerateResult>(event.data);
      } else if (event.event === "error") {
        const error = parseJson<{ code?: number; message?: string }>(event.data);
        throw new ApiRequestError(error?.message || "Generation failed", error?.code ?? null, response.status);
      }
      return null;
    };
    const handleAll = (text: string): GenerateResult | null => {
      let done: GenerateResult | null = null;
      for (const event of parser.push(text)) done = handle(event) ?? done;
      return done;
    };
    while (!outcome) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new GenerateFailure(timedOut ? "timeout" : "interrupted");
      }
      if (chunk.done) break;
      arm();
      outcome = handleAll(decoder.decode(chunk.value, { stream: true }));
    }
    if (!outcome) outcome = handleAll("\n\n");
    if (!outcome) throw new GenerateFailure("interrupted");
    reader.cancel().catch(() => {});
    return outcome;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}
