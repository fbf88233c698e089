// Which provider answers: the OpenAI-compatible server when AI_BASE_URL is set, else the built-in composer. Tests
// and the bench may install another one.
import "server-only";
import { getEnv } from "../env";
import { composerProvider } from "./composer";
import { createOpenAICompatibleProvider } from "./openai/provider";
import type { ToolProvider } from "./types";

const store = globalThis as unknown as { __feedscopeToolProvider?: ToolProvider };

export function getToolProvider(): ToolProvider {
  if (store.__feedscopeToolProvider) return store.__feedscopeToolProvider;
  const { aiBaseUrl, aiApiKey, aiModel } = getEnv().tools;
  if (!aiBaseUrl) return composerProvider;
  return createOpenAICompatibleProvider({ baseUrl: aiBaseUrl, apiKey: aiApiKey, model: aiModel });
}

/** Replaces the provider (tests and bench only); null goes back to the configured one. */
export function setToolProvider(provider: ToolProvider | null): void {
  store.__feedscopeToolProvider = provider ?? undefined;
}
