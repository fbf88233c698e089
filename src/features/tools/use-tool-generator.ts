"use client";
// The state of one generation run: variants grow as deltas stream in, then the final answer replaces them. Stop
// (or Esc) aborts; a failure keeps its message for the retry panel. Only the newest run may update the state. The
// variants of the last three results go with the next request (`avoid`), so Generate never shows them again.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/api/client";
import { type DailyCapError, dailyCapError } from "./daily-cap";
import { GenerateFailure, type GenerateInput, generateTool, type ToolProviderName } from "./generate-request";

export type RunError =
  | { kind: "message"; message: string }
  | DailyCapError
  | { kind: "timeout" | "network" | "interrupted" }
  | { kind: "stopped" };

export interface GeneratorState {
  running: boolean;
  variants: string[];
  provider: ToolProviderName | null;
  remaining: number | null;
  /** Words the variants took from the description, and the language it was read in (null: not told). */
  keywords: string[] | null;
  descriptionLanguage: string | null;
  error: RunError | null;
}

const INITIAL: GeneratorState = {
  running: false,
  variants: [],
  provider: null,
  remaining: null,
  keywords: null,
  descriptionLanguage: null,
  error: null,
};

/** How many previous results the next request asks not to repeat (issue 20). */
export const AVOID_RESULTS = 3;

export function useToolGenerator() {
  const [state, setState] = useState<GeneratorState>(INITIAL);
  const current = useRef<AbortController | null>(null);
  const shown = useRef<string[][]>([]);

  const stop = useCallback(() => {
    current.current?.abort();
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async (input: GenerateInput) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const live = () => current.current === controller;
    setState((s) => ({ ...INITIAL, remaining: s.remaining, running: true }));
    try {
      const result = await generateTool(
        { ...input, avoid: shown.current.flat() },
        {
          signal: controller.signal,
          onDelta: (index, text) => {
            if (!live()) return;
            setState((s) => {
              const variants = [...s.variants];
              while (variants.length <= index) variants.push("");
              variants[index] = `${variants[index]}${text}`;
              return { ...s, variants };
            });
          },
        },
      );
      if (!live()) return;
      shown.current = [...shown.current, result.results].slice(-AVOID_RESULTS);
      setState({
        running: false,
        variants: result.results,
        provider: result.provider,
        remaining: result.remaining,
        keywords: result.keywords ?? null,
        descriptionLanguage: result.descriptionLanguage ?? null,
        error: null,
      });
    } catch (error) {
      if (!live()) return;
      let runError: RunError;
      if (controller.signal.aborted) runError = { kind: "stopped" };
      else if (error instanceof GenerateFailure) runError = { kind: error.reason };
      else if (error instanceof ApiRequestError)
        runError = dailyCapError(error, Date.now()) ?? { kind: "message", message: error.message };
      else runError = { kind: "network" };
      setState((s) => ({ ...s, running: false, error: runError }));
    } finally {
      if (live()) current.current = null;
    }
  }, []);

  return { state, run, stop };
}
