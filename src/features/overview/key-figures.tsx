"use client";
// The key-figure cards: the window's value, and its change between the compared periods (comparison-note.tsx) as an
// arrow, a colour and a percentage, named "vs Nov 15–17" ("—" when either side is unknown, with the reason on hover
// and focus).
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { CountValue, UnknownValue } from "../analyze/unknown-value";
import { useComparedLabel } from "./comparison-note";
import type { Figure, OverviewData } from "./types";
import type { OverviewFormat } from "./use-overview-format";

function ChangeBadge({
  figure,
  noComparison,
  format,
}: {
  figure: Figure;
  noComparison: string;
  format: OverviewFormat;
}) {
  const t = useTranslations();
  if (figure.change === null) return <UnknownValue reason={noComparison} />;
  const percent = Math.abs(figure.change);
  const formatted = format.change(percent);
  const [Icon, tone, label] =
    figure.change > 0
      ? [ArrowUpRight, "bg-success-soft text-success", t("overview.change.up", { change: formatted })]
      : figure.change < 0
        ? [ArrowDownRight, "bg-destructive-soft text-destructive", t("overview.change.down", { change: formatted })]
        : [Minus, "bg-muted text-muted-foreground", t("overview.change.flat")];
  return (
    <span
      className={cn("inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-medium", tone)}
      title={label}
    >
      <Icon aria-hidden className="h-3.5 w-3.5 rtl:-scale-x-100" />
      <span aria-hidden>{formatted}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function FigureCard({
  label,
  value,
  figure,
  note,
  noComparison,
  testId,
  format,
}: {
  format: OverviewFormat;
  label: string;
  value: React.ReactNode;
  figure: Figure;
  note: string;
  noComparison: string;
  testId: string;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-4" data-testid={testId}>
      <h3 className="text-sm leading-tight text-muted-foreground">{label}</h3>
      <p className="text-2xl font-semibold text-foreground tabular-nums">{value}</p>
      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
        <ChangeBadge figure={figure} noComparison={noComparison} format={format} />
        <span dir="auto">{note}</span>
      </div>
    </Card>
  );
}

export function KeyFigures({ data, format }: { data: OverviewData; format: OverviewFormat }) {
  const t = useTranslations();
  const label = useComparedLabel();
  const { figures } = data;
  const vsPrevious = t("overview.comparison.vs", { previous: label(data.comparison.previous) });
  const noComparison = data.previous_available
    ? t("overview.change.unknown")
    : t("overview.period.noPrevious", { days: data.window_days });
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
  const rate = figures.engagement_rate.current;
  return (
    <section aria-label={t("overview.figures.label")} className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
      <FigureCard
        testId="figure-views"
        label={t("overview.figures.views")}
        value={count(figures.views.current)}
        figure={figures.views}
        note={vsPrevious}
        noComparison={noComparison}
        format={format}
      />
      <FigureCard
        testId="figure-engagement"
        label={t("overview.figures.engagement")}
        value={count(figures.engagement.current)}
        figure={figures.engagement}
        note={vsPrevious}
        noComparison={noComparison}
        format={format}
      />
      <FigureCard
        testId="figure-engagement-rate"
        label={t("overview.figures.engagementRate")}
        value={rate === null ? <UnknownValue /> : format.rate(rate)}
        figure={figures.engagement_rate}
        note={vsPrevious}
        noComparison={noComparison}
        format={format}
      />
      <FigureCard
        testId="figure-new-videos"
        label={t("overview.figures.newVideos")}
        value={count(figures.new_videos.current)}
        figure={figures.new_videos}
        note={vsPrevious}
        noComparison={noComparison}
        format={format}
      />
      <FigureCard
        testId="figure-channels"
        label={t("overview.figures.channels")}
        value={count(figures.channels.total)}
        figure={figures.channels.added}
        note={t("overview.figures.added", { count: figures.channels.added.current ?? 0 })}
        noComparison={noComparison}
        format={format}
      />
      <FigureCard
        testId="figure-feeds"
        label={t("overview.figures.feeds")}
        value={count(figures.feeds.total)}
        figure={figures.feeds.added}
        note={t("overview.figures.added", { count: figures.feeds.added.current ?? 0 })}
        noComparison={noComparison}
        format={format}
      />
    </section>
  );
}
