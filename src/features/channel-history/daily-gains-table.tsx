"use client";
// The daily gains table under the history chart (issue 19 item 2, after Social Blade's): one row per day, newest
// first; a day without a snapshot says so instead of showing zero growth. Changes are green or red with the
// semantic tokens (tracking/change.tsx).
import type { ColumnDef } from "@tanstack/react-table";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { ChannelGainsRow } from "@/domain/contracts/channel-history";
import { CountValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import { Change } from "../tracking/change";
import { dayTime } from "./history-metrics";

export function DailyGainsTable({ rows, format }: { rows: ChannelGainsRow[]; format: AnalyzeFormat }) {
  const t = useTranslations();
  const formatter = useFormatter();
  const columns = useMemo<ColumnDef<ChannelGainsRow>[]>(() => {
    const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
    const change = (value: number | null, row: ChannelGainsRow) =>
      row.missing ? null : <Change value={value} format={format} />;
    return [
      {
        id: "date",
        header: t("history.gains.date"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatter.dateTime(dayTime(row.original.date), { dateStyle: "medium", timeZone: "UTC" })}
          </span>
        ),
      },
      {
        id: "followers",
        header: t("history.gains.followers"),
        meta: { align: "end" },
        cell: ({ row }) =>
          row.original.missing ? (
            <span className="text-xs text-muted-foreground" title={t("history.gains.missingHint")}>
              {t("history.gains.missing")}
            </span>
          ) : (
            count(row.original.followers)
          ),
      },
      {
        id: "followers_change",
        header: t("history.gains.followersChange"),
        meta: { align: "end" },
        cell: ({ row }) => change(row.original.followers_change, row.original),
      },
      {
        id: "views_total",
        header: t("history.gains.views"),
        meta: { align: "end" },
        cell: ({ row }) => (row.original.missing ? null : count(row.original.views_total)),
      },
      {
        id: "views_change",
        header: t("history.gains.viewsChange"),
        meta: { align: "end" },
        cell: ({ row }) => change(row.original.views_change, row.original),
      },
      {
        id: "new_videos",
        header: t("history.gains.newVideos"),
        meta: { align: "end" },
        cell: ({ row }) => (row.original.missing ? null : count(row.original.new_videos)),
      },
      {
        id: "likes_change",
        header: t("history.gains.likesChange"),
        meta: { align: "end" },
        cell: ({ row }) => change(row.original.likes_change, row.original),
      },
    ];
  }, [t, formatter, format]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.date}
      getRowProps={(row) => ({
        "data-missing": row.missing,
        className: row.missing ? "bg-muted/40 text-muted-foreground" : undefined,
      })}
      pageSize={31}
      testId="daily-gains-table"
      bare
    />
  );
}
