"use client";
// The analysis' feed table on the kit's DataTable, sorted in the browser (largest first on the first click;
// unknown values last whatever the direction, see feed-columns.tsx).
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { AnalysisFeed } from "@/domain/analysis";
import type { PlatformName } from "@/domain/platforms";
import { feedColumns } from "./feed-columns";
import type { AnalyzeFormat } from "./use-analyze-format";

export function FeedsTable({
  feeds,
  platform,
  canTrack,
  onPlanLimit,
  format,
}: {
  feeds: AnalysisFeed[];
  platform: PlatformName;
  canTrack: boolean;
  onPlanLimit: () => void;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  // biome-ignore lint/correctness/useExhaustiveDependencies: t and format change identity every render; the columns only depend on these
  const columns = useMemo(
    () => feedColumns({ t, format, platform, canTrack, onPlanLimit }),
    [platform, canTrack, onPlanLimit],
  );
  return (
    <DataTable
      testId="feeds-table"
      columns={columns}
      data={feeds}
      sorting="client"
      empty={t("analyzeUi.feeds.empty")}
      getRowProps={(feed) => ({ "data-viral": feed.is_viral || undefined })}
    />
  );
}
