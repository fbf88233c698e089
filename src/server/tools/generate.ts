// One generation: the provider writes (streaming deltas when asked), within AI_TIMEOUT_MS, and its answer is held
// to the catalogue's rules. Any failure becomes a ToolProviderError, so the route answers instead of hanging.
import "server-only";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { normalizeResults } from "./normalize";
import { type DeltaListener, type ToolProvider, ToolProviderError, type ToolRequest } from "./types";

export async function runGeneration(
  provider: ToolProvider,
  request: ToolRequest,
  onDelta?: DeltaListener,
  timeoutMs = getEnv().tools.aiTimeoutMs,
): Promise<string[]> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ToolProviderError("timeout", `No answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
  });
  try {
    const raw = await Promise.race([provider.generate(request, onDelta, controller.signal), timeout]);
    return normalizeResults(request, raw);
  } catch (error) {
    if (error instanceof ToolProviderError) throw error;
    getLogger().warn({ err: error, provider: provider.name }, "tool generation failed");
    throw new ToolProviderError("failed", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
