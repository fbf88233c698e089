// What a generator is asked and how it answers. Both providers (the built-in composer and an OpenAI-compatible
// server) sit behind ToolProvider, so the route, the limits and the tests do not care which one runs.
import "server-only";
import type { HashtagCount, ToolKind, ToolLength, ToolPlatform, ToolTone } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";

export interface ToolRequest {
  tool: ToolKind;
  /** Absent only for the emoji translator, which does not depend on a platform. */
  platform: ToolPlatform | null;
  description: string;
  options: { length: ToolLength; tone: ToolTone; hashtags: HashtagCount };
  locale: Locale;
  /** Variants the page showed in its previous results: a new answer repeats none of them where it can. */
  avoid?: readonly string[];
}

/** Text appended to variant `index` while a provider writes (streamed to the page as it arrives). */
export type DeltaListener = (delta: { index: number; text: string }) => void | Promise<void>;

export type ProviderName = "composer" | "openai-compatible";

export interface ToolProvider {
  readonly name: ProviderName;
  /** The final variants (never empty ones, no duplicates, within the platform's limits). */
  generate(request: ToolRequest, onDelta?: DeltaListener, signal?: AbortSignal): Promise<string[]>;
}

/** A provider that failed or did not answer in time; the route maps it to a readable envelope or SSE event. */
export class ToolProviderError extends Error {
  constructor(
    readonly kind: "failed" | "timeout",
    message: string,
  ) {
    super(message);
    this.name = "ToolProviderError";
  }
}
