"use client";
// The interactive part of a public analysis page: the hero with the input, then the run (progress, failure or
// result) once one starts, the recently analyzed accounts, and the page's own content while nothing runs.
import type { PlatformName } from "@/domain/platforms";
import { AnalyzeForm } from "./analyze-form";
import { RecentAnalyses } from "./recent-analyses";
import { RunView } from "./run-view";
import { useAnalysisWorkspace } from "./use-analysis-workspace";
import { useSignedIn } from "./use-signed-in";

export const ANALYZE_ANCHOR = "analyze";

export function PublicAnalyzer({
  title,
  description,
  placeholder,
  startButton,
  platform,
  children,
}: {
  title: string;
  description: string;
  placeholder: string;
  startButton: string;
  platform: PlatformName | null;
  /** The page's content (instructions, features, FAQ…), shown while no analysis is on screen. */
  children: React.ReactNode;
}) {
  const workspace = useAnalysisWorkspace();
  const signedIn = useSignedIn();
  const { view } = workspace;
  return (
    <>
      <section
        id={ANALYZE_ANCHOR}
        className="scroll-mt-6 bg-gradient-to-b from-background to-accent px-4 pt-10 pb-14 sm:px-6 sm:pt-16"
      >
        <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-base text-muted-foreground sm:text-lg">{description}</p>
          <AnalyzeForm
            className="mt-8"
            defaultPlatform={platform}
            placeholder={placeholder}
            submitLabel={startButton}
            busy={workspace.busy}
            inputRef={workspace.inputRef}
            onStart={workspace.start}
          />
        </div>
      </section>
      <div ref={workspace.runRef} className="scroll-mt-4">
        {view.phase === "idle" ? null : (
          <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
            <RunView run={view} signedIn={signedIn} onTryAnother={workspace.tryAnother} onRetry={workspace.retry} />
          </div>
        )}
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <RecentAnalyses onOpen={workspace.open} />
      </div>
      {view.phase === "idle" ? children : null}
    </>
  );
}
