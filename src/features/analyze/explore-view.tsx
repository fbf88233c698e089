"use client";
// Explore (dashboard): analyze any account with the full result, track the account or single videos from it.
import { Compass } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState, PageHeading } from "@/components/layout/empty-state";
import { useRootStore } from "@/lib/store/root-store";
import { AnalyzeForm } from "./analyze-form";
import { TeamHeatmapZone } from "./heatmap-zone";
import { RecentAnalyses } from "./recent-analyses";
import { RunView } from "./run-view";
import { useAnalysisWorkspace } from "./use-analysis-workspace";

export function ExploreView() {
  const t = useTranslations();
  const workspace = useAnalysisWorkspace({ resumePendingTrack: true, source: "explore" });
  const { view } = workspace;
  // Results are stored in UTC; the heatmap regroups them in the team's time zone (issue 20 item 7).
  const teamOffset = useRootStore((s) => s.user_info?.team_info.timezone ?? 0);
  return (
    <div className="space-y-8">
      <div>
        <PageHeading>{t("dashboard.nav.explore")}</PageHeading>
        <AnalyzeForm
          defaultPlatform={null}
          placeholder={t("analyzeUi.input.placeholder")}
          submitLabel={t("analyzeUi.input.submit")}
          busy={workspace.busy}
          inputRef={workspace.inputRef}
          onStart={workspace.start}
        />
      </div>
      <div ref={workspace.runRef} className="scroll-mt-20">
        {view.phase === "idle" ? (
          <EmptyState
            icon={Compass}
            title={t("dashboard.empty.exploreTitle")}
            text={t("dashboard.empty.exploreText")}
          />
        ) : (
          // The dashboard layout only renders for a session, so the person here is signed in.
          <TeamHeatmapZone utcOffsetHours={teamOffset}>
            <RunView run={view} signedIn onTryAnother={workspace.tryAnother} onRetry={workspace.retry} />
          </TeamHeatmapZone>
        )}
      </div>
      {/* The team's own runs: Explore research is never listed on the public pages (issue 13 item 9). */}
      <RecentAnalyses scope="team" onOpen={workspace.open} />
    </div>
  );
}
