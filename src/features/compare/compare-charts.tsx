"use client";
// Overlaid lines per compared channel (issue 19 item 3): followers, and views gained per day. Colours follow the
// chart tokens in channel order, the same as the table's dots; the legend names each channel.
import { useTranslations } from "next-intl";
import { type TimePoint, TimeSeriesChart } from "@/components/charts/time-series-chart";
import { Card } from "@/components/ui/card";
import type { ComparedChannel } from "@/domain/contracts/compare";
import { channelName } from "./channel-name";
import { useCompareFormat } from "./use-compare-format";

type Figure = "followers" | "views_gained";

/** One point per date, one key per channel; null stays a gap (unknown), never 0. */
function pointsOf(channels: ComparedChannel[], figure: Figure): TimePoint[] {
  const byDate = new Map<string, Record<string, number | null>>();
  for (const channel of channels) {
    for (const point of channel.series) {
      const row = byDate.get(point.date) ?? {};
      row[`c${channel.id}`] = point[figure];
      byDate.set(point.date, row);
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, values]) => ({ time: Date.parse(`${date}T12:00:00Z`), ...values }));
}

function CompareChart({ channels, figure, title }: { channels: ComparedChannel[]; figure: Figure; title: string }) {
  const format = useCompareFormat();
  const data = pointsOf(channels, figure);
  return (
    <Card className="min-w-0 p-4" data-testid={`compare-chart-${figure}`}>
      <h2 className="mb-3 text-sm font-semibold text-foreground">{title}</h2>
      <TimeSeriesChart
        data={data}
        series={channels.map((channel) => ({
          key: `c${channel.id}`,
          label: channelName(channel),
          kind: "line" as const,
          dot: data.length < 40 ? 3 : 0,
          connectNulls: figure === "followers",
        }))}
        label={title}
        formatValue={format.compact}
        formatFullValue={format.full}
        legend
        valueDomain={figure === "followers" ? "auto" : "zero"}
      />
    </Card>
  );
}

export function CompareCharts({ channels }: { channels: ComparedChannel[] }) {
  const t = useTranslations();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CompareChart channels={channels} figure="followers" title={t("compare.charts.followers")} />
      <CompareChart channels={channels} figure="views_gained" title={t("compare.charts.viewsGained")} />
    </div>
  );
}
