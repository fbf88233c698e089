// The OpenAI-compatible provider: any server that speaks the chat-completions API (OpenAI, Ollama, vLLM,
// llama.cpp's server) through the AI SDK's streamText. Text is passed on as numbered variants take shape.
import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";
import { createOutboundFetch } from "../../security/outbound";
import { type DeltaListener, type ToolProvider, ToolProviderError } from "../types";
import { parseVariants, partialVariants } from "./parse";
import { buildPrompt, SYSTEM_PROMPT } from "./prompt";

export interface OpenAICompatibleConfig {
  /** Base URL including the API version path, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
}

function readable(error: unknown): ToolProviderError {
  if (error instanceof ToolProviderError) return error;
  const status = (error as { statusCode?: number })?.statusCode;
  if ((error as { name?: string })?.name === "AbortError")
    return new ToolProviderError("timeout", "The AI server did not answer in time");
  if (status) return new ToolProviderError("failed", `The AI server answered HTTP ${status}`);
  return new ToolProviderError("failed", error instanceof Error ? error.message : "The AI server could not be reached");
}

/** Sends what each variant gained since the last call (text only grows; a variant never shrinks once sent). */
function deltaEmitter(onDelta: DeltaListener) {
  const sent: string[] = [];
  return async (text: string) => {
    const current = partialVariants(text);
    for (const [index, variant] of current.entries()) {
      const before = sent[index] ?? "";
      if (variant.length > before.length && variant.startsWith(before)) {
        sent[index] = variant;
        await onDelta({ index, text: variant.slice(before.length) });
      }
    }
  };
}

export function createOpenAICompatibleProvider(config: OpenAICompatibleConfig): ToolProvider {
  const guarded = createOutboundFetch({ purpose: "ai-server", hosts: [], baseUrls: [config.baseUrl] });
  const server = createOpenAICompatible({
    name: "tools",
    baseURL: config.baseUrl,
    apiKey: config.apiKey || undefined,
    // Through the outbound guard like every request to the outside (issue 13 item 5): the configured server's host
    // only, https unless it is loopback; a server on a private network address needs OUTBOUND_ALLOW_HOSTS.
    fetch: (input, init) =>
      typeof input === "string" || input instanceof URL
        ? guarded(input, init)
        : guarded(input.url, {
            method: input.method,
            headers: input.headers,
            body: input.body,
            signal: input.signal,
            duplex: "half",
            ...init,
          } as RequestInit),
  });
  return {
    name: "openai-compatible",
    async generate(request, onDelta, signal) {
      const emit = onDelta ? deltaEmitter(onDelta) : null;
      let text = "";
      try {
        const result = streamText({
          model: server.chatModel(config.model),
          system: SYSTEM_PROMPT,
          prompt: buildPrompt(request),
          temperature: 0.9,
          maxRetries: 0,
          abortSignal: signal,
          // Errors arrive as `error` parts below; the SDK's own console logging would only duplicate them.
          onError: () => undefined,
        });
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") {
            text += part.text;
            if (emit) await emit(text);
          } else if (part.type === "error") throw part.error;
          else if (part.type === "abort")
            throw new ToolProviderError("timeout", "The AI server did not answer in time");
        }
      } catch (error) {
        throw signal?.aborted
          ? new ToolProviderError("timeout", "The AI server did not answer in time")
          : readable(error);
      }
      const variants = parseVariants(text);
      if (!variants.length) throw new ToolProviderError("failed", "The AI server answered no usable text");
      return variants;
    },
  };
}
