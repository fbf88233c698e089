"use client";
// The state of one analysis on a page: starting it, following its steps, and loading its result. Opening an
// existing analysis (the recently analyzed list, a shared ?analysis= link) goes through the same states.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ANALYSIS_FAILURES, ANALYSIS_STEPS, type AnalysisFailure, type AnalysisState } from "@/domain/analysis";
import type { PlatformName } from "@/domain/platforms";
import { analysisQuery, useStartAnalysis } from "@/lib/queries/analysis";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { followAnalysis } from "./follow-analysis";
import type { AnalysisResponse } from "./types";

export type RunView =
  | { phase: "idle" }
  | { phase: "running"; id: string; label: string; step: number }
  | { phase: "loading"; id: string; label: string }
  | { phase: "done"; analysis: AnalysisResponse }
  | { phase: "failed"; id: string; label: string; state: AnalysisFailure; error: string | null }
  | { phase: "error"; id: string | null; message: string };

function isFailure(state: AnalysisState): state is AnalysisFailure {
  return (ANALYSIS_FAILURES as readonly string[]).includes(state);
}

/** `source` tells the server which page started a run (a signed-in person's runs stay inside their team). */
export function useAnalysisRun(source: "public" | "explore" = "public") {
  const [view, setView] = useState<RunView>({ phase: "idle" });
  const queryClient = useQueryClient();
  const { mutateAsync: post } = useStartAnalysis();
  const stopRef = useRef<(() => void) | null>(null);
  const errorMessage = useErrorMessage();
  const errorMessageRef = useRef(errorMessage);
  errorMessageRef.current = errorMessage;
  // `show` and `follow` call each other (an unfinished run is followed, a followed run is shown): the ref breaks
  // the cycle between the two callbacks.
  const followRef = useRef<(id: string, label: string, step: number) => void>(() => {});

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const show = useCallback((analysis: AnalysisResponse, label: string) => {
    if (analysis.state === "done") setView({ phase: "done", analysis });
    else if (isFailure(analysis.state))
      setView({ phase: "failed", id: analysis.id, label, state: analysis.state, error: analysis.error });
    else followRef.current(analysis.id, label, ANALYSIS_STEPS.indexOf(analysis.state));
  }, []);

  const load = useCallback(
    async (id: string, label: string) => {
      stop();
      setView({ phase: "loading", id, label });
      try {
        show(await queryClient.fetchQuery(analysisQuery(id)), label);
      } catch (error) {
        setView({ phase: "error", id, message: errorMessageRef.current(error) });
      }
    },
    [show, stop, queryClient],
  );

  const follow = useCallback(
    (id: string, label: string, step: number) => {
      stop();
      setView({ phase: "running", id, label, step });
      stopRef.current = followAnalysis(id, {
        // Steps only move forward: a late poll answer must not move the spinner back.
        onStep: (index) =>
          setView((current) =>
            current.phase === "running" && current.id === id
              ? { ...current, step: Math.max(current.step, index) }
              : current,
          ),
        onDone: (analysis) => (analysis ? show(analysis, label) : void load(id, label)),
        onFailed: (state, error) => setView({ phase: "failed", id, label, state, error }),
        onError: (error) => setView({ phase: "error", id, message: errorMessageRef.current(error) }),
      });
    },
    [load, show, stop],
  );
  followRef.current = follow;

  /** POSTs the analysis; rejects with the API's error so the form can show it under the input. */
  const start = useCallback(
    async (url: string, platform: PlatformName | null) => {
      const started = await post({ url, platform, source });
      follow(started.id, url.trim(), -1);
      return started.id;
    },
    [follow, post, source],
  );

  const reset = useCallback(() => {
    stop();
    setView({ phase: "idle" });
  }, [stop]);

  return { view, start, open: load, reset };
}
