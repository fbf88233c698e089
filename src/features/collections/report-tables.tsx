"use client";
// The campaign report's tables: top videos by 7-day growth and the per-platform and per-creator breakdowns. Plain
// tables that scroll sideways on a phone rather than squeezing their figures.
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CollectionBreakdownRow } from "@/domain/contracts/collection";
import type { FeedItem } from "@/domain/contracts/tracking";
import { isPlatformName } from "@/domain/platforms";
import { platformLabel } from "../tracking/status";
import { useFigures } from "./format";

function Table({ head, children, testId }: { head: ReactNode[]; children: ReactNode; testId: string }) {
  return (
    <div className="overflow-x-auto" data-testid={testId}>
      <table className="w-full min-w-[32rem] text-sm">
        <thead>
          <tr className="border-b border-border text-xs text-muted-foreground">
            {head.map((cell, index) => (
              <th key={index} className={`px-3 py-2 font-medium ${index === 0 ? "text-start" : "text-end"}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}

const cell = "px-3 py-2 text-end";
const firstCell = "max-w-[18rem] truncate px-3 py-2 text-start";

export function TopVideos({ videos }: { videos: FeedItem[] }) {
  const t = useTranslations();
  const figures = useFigures();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t("reports.top.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {videos.length ? (
          <Table
            testId="collection-top"
            head={[
              t("reports.top.video"),
              t("reports.top.creator"),
              t("reports.top.views"),
              t("reports.top.growth"),
              t("reports.top.engagement"),
              t("reports.top.outlier"),
            ]}
          >
            {videos.map((video) => (
              <tr key={video.id} className="border-b border-border last:border-0">
                <td className={firstCell}>
                  <Link
                    href={`/dashboard/feeds/${video.id}/`}
                    className="text-foreground hover:underline"
                    title={video.caption ?? undefined}
                  >
                    {video.caption?.trim() || video.platform_id}
                  </Link>
                </td>
                <td className={`${cell} truncate text-muted-foreground`}>
                  {video.channel.handle ? `@${video.channel.handle}` : (video.channel.name ?? "—")}
                </td>
                <td className={cell}>{figures.count(video.views)}</td>
                <td className={cell}>{figures.count(video.growth.d7)}</td>
                <td className={cell}>{figures.count(video.engagement)}</td>
                <td className={cell}>{figures.multiple(video.outlet)}</td>
              </tr>
            ))}
          </Table>
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("reports.top.empty")}</p>
        )}
      </CardContent>
    </Card>
  );
}

export function Breakdown({ kind, rows }: { kind: "platforms" | "creators"; rows: CollectionBreakdownRow[] }) {
  const t = useTranslations();
  const figures = useFigures();
  const format = useFormatter();
  const name = (row: CollectionBreakdownRow) => {
    if (row.key === "unknown") return t("reports.breakdown.unknown");
    // The platform's name as every other screen writes it (TikTok, YouTube), not its id (QA s10 item 5).
    const platform = row.platform && isPlatformName(row.platform) ? platformLabel(row.platform) : row.platform;
    if (kind === "platforms") return platform ?? t("reports.breakdown.unknown");
    const creator = row.handle ? `@${row.handle}` : (row.name ?? "—");
    return platform ? `${creator} · ${platform}` : creator;
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          {kind === "platforms" ? t("reports.breakdown.platforms") : t("reports.breakdown.creators")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Table
          testId={`collection-${kind}`}
          head={[
            kind === "platforms" ? t("reports.breakdown.platform") : t("reports.breakdown.creator"),
            t("reports.breakdown.videos"),
            t("reports.breakdown.views"),
            t("reports.breakdown.engagement"),
            t("reports.breakdown.engagementRate"),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border last:border-0">
              <td className={firstCell}>{name(row)}</td>
              <td className={cell}>{format.number(row.videos)}</td>
              <td className={cell}>{figures.count(row.views)}</td>
              <td className={cell}>{figures.count(row.engagement)}</td>
              <td className={cell}>
                {row.engagement_rate === null
                  ? t("ui.common.unknown")
                  : format.number(row.engagement_rate, { style: "percent", maximumFractionDigits: 2 })}
              </td>
            </tr>
          ))}
        </Table>
      </CardContent>
    </Card>
  );
}
