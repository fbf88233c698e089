"use client";
// The page-level glue around a run: the ?analysis=<id> parameter (a started or opened analysis survives a reload
// and can be shared), scrolling to the run, and "try another account" going back to the input.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { PlatformName } from "@/domain/platforms";
import { analysisKeys } from "@/lib/queries/keys";
import { ANALYSIS_PARAM } from "./recent-analyses";
import { useAnalysisRun } from "./use-analysis-run";
import { PENDING_TRACK_KEY } from "./use-track";

function setAnalysisParam(id: string | null) {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(ANALYSIS_PARAM);
  else url.searchParams.set(ANALYSIS_PARAM, id);
  window.history.replaceState(window.history.state, "", url);
}

/** The account a visitor chose to track before signing up, taken once (Explore resumes it). */
export function takePendingTrack(): string | null {
  try {
    const reference = sessionStorage.getItem(PENDING_TRACK_KEY);
    sessionStorage.removeItem(PENDING_TRACK_KEY);
    return reference;
  } catch {
    return null;
  }
}

export function useAnalysisWorkspace(options: { resumePendingTrack?: boolean; source?: "public" | "explore" } = {}) {
  const run = useAnalysisRun(options.source);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const runRef = useRef<HTMLDivElement | null>(null);
  const { open: openRun, start: startRun, reset } = run;
  const queryClient = useQueryClient();

  // A finished run may have put a new account at the top of the recently analyzed list.
  useEffect(() => {
    if (run.view.phase === "done") void queryClient.invalidateQueries({ queryKey: analysisKeys.recent() });
  }, [run.view.phase, queryClient]);

  const open = useCallback(
    (id: string) => {
      setAnalysisParam(id);
      // No label: an opened analysis shows a plain loading state, not the steps of a run that already finished.
      void openRun(id, "");
      // After the state change has rendered the run's place.
      requestAnimationFrame(() => runRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    },
    [openRun],
  );

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(ANALYSIS_PARAM);
    if (id) void openRun(id, "");
  }, [openRun]);

  // After sign-up, the account the visitor wanted to track opens with its full result, one click from tracking.
  const resume = options.resumePendingTrack ?? false;
  useEffect(() => {
    if (!resume) return;
    const reference = takePendingTrack();
    if (reference) void startRun(reference, null).then(setAnalysisParam);
  }, [resume, startRun]);

  const start = useCallback(
    async (url: string, platform: PlatformName | null) => {
      setAnalysisParam(await startRun(url, platform));
    },
    [startRun],
  );

  const tryAnother = useCallback(() => {
    reset();
    setAnalysisParam(null);
    inputRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    inputRef.current?.focus({ preventScroll: true });
  }, [reset]);

  const busy = run.view.phase === "running" || run.view.phase === "loading";
  return {
    view: run.view,
    busy,
    inputRef,
    runRef,
    start,
    open,
    tryAnother,
    retry: (id: string) => void openRun(id, ""),
  };
}
