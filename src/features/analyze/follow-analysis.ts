"use client";
// Follows a running analysis: the server-sent event stream when the browser has one, otherwise (or when the
// stream breaks before the end) polling GET /v1/analyze/{id} every second. Framework-free so the hook stays small.
import { ANALYSIS_FAILURES, ANALYSIS_STEPS, type AnalysisFailure } from "@/domain/analysis";
import { api, apiUrl } from "@/lib/api/client";
import type { AnalysisResponse, FailedEvent } from "./types";

export const POLL_INTERVAL_MS = 1000;
/** Consecutive failed polls tolerated before giving up: one dropped request should not end the run's view. */
const POLL_FAILURES_ALLOWED = 3;

export interface FollowHandlers {
  /** The run reached step `index` of ANALYSIS_STEPS. */
  onStep: (index: number) => void;
  /** Finished successfully; the analysis is given when polling already loaded it. */
  onDone: (analysis: AnalysisResponse | null) => void;
  onFailed: (state: AnalysisFailure, error: string | null) => void;
  /** Could not learn how the run went (network or a missing analysis). */
  onError: (error: unknown) => void;
}

function isFailure(state: string): state is AnalysisFailure {
  return (ANALYSIS_FAILURES as readonly string[]).includes(state);
}

function parse<T>(data: unknown): T | null {
  try {
    return typeof data === "string" ? (JSON.parse(data) as T) : null;
  } catch {
    return null;
  }
}

/** Starts following; the returned function stops (closes the stream, cancels the next poll). */
export function followAnalysis(id: string, handlers: FollowHandlers): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | null = null;
  let failures = 0;

  const finish = () => {
    stopped = true;
    source?.close();
    clearTimeout(timer);
  };

  const poll = async () => {
    if (stopped) return;
    try {
      const analysis = await api.get<AnalysisResponse>(`/analyze/${encodeURIComponent(id)}`);
      if (stopped) return;
      failures = 0;
      if (analysis.state === "done") {
        finish();
        handlers.onDone(analysis);
        return;
      }
      if (isFailure(analysis.state)) {
        finish();
        handlers.onFailed(analysis.state, analysis.error);
        return;
      }
      handlers.onStep(ANALYSIS_STEPS.indexOf(analysis.state));
    } catch (error) {
      if (stopped) return;
      failures += 1;
      if (failures >= POLL_FAILURES_ALLOWED) {
        finish();
        handlers.onError(error);
        return;
      }
    }
    timer = setTimeout(poll, POLL_INTERVAL_MS);
  };

  if (typeof EventSource === "undefined") {
    void poll();
    return finish;
  }

  const stream = new EventSource(apiUrl(`/analyze/${encodeURIComponent(id)}/events`));
  source = stream;
  stream.addEventListener("step", (event) => {
    const data = parse<{ index?: number }>(event.data);
    if (!stopped && typeof data?.index === "number") handlers.onStep(data.index);
  });
  stream.addEventListener("done", () => {
    if (stopped) return;
    finish();
    handlers.onDone(null);
  });
  stream.addEventListener("failed", (event) => {
    if (stopped) return;
    const data = parse<FailedEvent>(event.data);
    finish();
    handlers.onFailed(data && isFailure(data.state) ? data.state : "upstream_error", data?.error ?? null);
  });
  // The stream closes after ~90 s or when a proxy drops it; EventSource would reconnect and replay the steps, so
  // close it and poll instead.
  stream.onerror = () => {
    stream.close();
    source = null;
    if (!stopped) void poll();
  };
  return finish;
}
