"use client";
// When the account posts and how those posts do (spec: posting-time heatmap): 7 weekdays × 24 hours, coloured by
// the median views of the videos published in that hour. Visitors do not receive the cells: the grid is locked.
// The stored cells are in UTC; a full result is regrouped from its feeds' publish times in the reader's time zone
// (the team's in the dashboard, the browser's elsewhere) and the card says which (issue 20 item 7).
import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { AnalysisAnalytics, AnalysisFeed } from "@/domain/analysis";
import { HOURS_PER_DAY, heatmapCell, readerHeatmap, utcOffsetLabel } from "@/domain/analytics";
import { useHeatmapZone } from "./heatmap-zone";
import { LockedPanel } from "./locked-panel";
import { SectionCard } from "./section-card";
import type { AnalyzeFormat } from "./use-analyze-format";

/** Monday first: posting schedules are read as work week then weekend. 0 = Sunday as in HeatmapCell. */
const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0];
const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, hour) => hour);

/** Alpha of a cell's colour; the square root spreads the low medians so one viral hour does not wash out the rest. */
function intensity(median: number, max: number): number {
  return max > 0 ? 0.15 + 0.85 * Math.sqrt(median / max) : 0;
}

export function HeatmapCard({
  heatmap: stored,
  feeds,
  partial,
  format,
}: {
  heatmap: AnalysisAnalytics["heatmap"];
  /** The result's feeds, to regroup in the reader's zone; without them the stored cells are shown as they are. */
  feeds?: readonly AnalysisFeed[];
  partial: boolean;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const readerZone = useHeatmapZone();
  const reader = feeds ? readerZone : null;
  // A visitor's partial result has no cells and only some feeds: it stays locked, nothing to regroup.
  const heatmap = useMemo(
    () =>
      feeds && reader && !partial && stored.cells.length > 0 ? readerHeatmap(feeds, reader.utcOffsetHours) : stored,
    [reader, partial, stored, feeds],
  );
  const intl = useFormatter();
  // 2024-01-07 was a Sunday: day 7 + weekday gives that weekday's date, named in the page's language.
  const weekdayName = (weekday: number, style: "short" | "long") =>
    intl.dateTime(new Date(Date.UTC(2024, 0, 7 + weekday)), { weekday: style, timeZone: "UTC" });
  const hourName = (hour: number) =>
    intl.dateTime(new Date(Date.UTC(2024, 0, 7, hour)), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const zone = utcOffsetLabel(heatmap.utcOffsetHours);
  const maxMedian = Math.max(0, ...heatmap.cells.map((cell) => cell.medianViews ?? 0));
  const locked = partial || heatmap.cells.length === 0;

  return (
    <SectionCard
      title={t("analyzeUi.heatmap.title")}
      aside={
        reader?.source === "team"
          ? t("analyzeUi.heatmap.zoneTeam", { zone })
          : reader?.source === "browser"
            ? t("analyzeUi.heatmap.zoneBrowser", { zone })
            : t("analyzeUi.heatmap.zone", { zone })
      }
      testId="heatmap"
    >
      {locked ? (
        partial ? (
          <LockedPanel text={t("analyzeUi.locked.heatmapText")} />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("analyzeUi.noData")}</p>
        )
      ) : (
        <>
          {/* relative: the cells' sr-only text is absolutely positioned and must be clipped by this scroller, not widen the page. */}
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[560px] table-fixed border-separate border-spacing-0.5 text-[10px] text-muted-foreground">
              <caption className="sr-only">{t("analyzeUi.heatmap.caption", { zone })}</caption>
              <colgroup>
                <col className="w-11" />
                {HOURS.map((hour) => (
                  <col key={hour} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <td />
                  {HOURS.map((hour) => (
                    <th key={hour} scope="col" className="font-normal">
                      <span aria-hidden>{hour % 3 === 0 ? hour : ""}</span>
                      <span className="sr-only">{hourName(hour)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {WEEKDAY_ORDER.map((weekday) => (
                  <tr key={weekday}>
                    <th
                      scope="row"
                      className="pe-1 text-end text-xs font-medium whitespace-nowrap text-muted-foreground"
                    >
                      {weekdayName(weekday, "short")}
                    </th>
                    {HOURS.map((hour) => {
                      const cell = heatmapCell(heatmap, weekday, hour);
                      const count = cell?.count ?? 0;
                      const median = cell?.medianViews ?? null;
                      const text =
                        count === 0
                          ? t("analyzeUi.heatmap.empty", { day: weekdayName(weekday, "long"), hour: hourName(hour) })
                          : t("analyzeUi.heatmap.cell", {
                              day: weekdayName(weekday, "long"),
                              hour: hourName(hour),
                              count,
                              views: median === null ? "—" : format.compact(median),
                            });
                      return (
                        <td
                          key={hour}
                          title={text}
                          className="h-6 rounded-sm bg-muted"
                          style={
                            median !== null && count > 0
                              ? { backgroundColor: `rgba(79, 70, 229, ${intensity(median, maxMedian)})` }
                              : undefined
                          }
                        >
                          <span className="sr-only">{text}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="h-3 w-3 rounded-sm bg-muted" />
              {t("analyzeUi.heatmap.legendNone")}
            </span>
            <span className="inline-flex items-center gap-1.5">
              {t("analyzeUi.heatmap.legendLow")}
              <span
                aria-hidden
                className="h-3 w-24 rounded-sm"
                style={{ background: "linear-gradient(to right, rgba(79,70,229,0.15), rgba(79,70,229,1))" }}
              />
              {t("analyzeUi.heatmap.legendHigh")}
            </span>
          </div>
        </>
      )}
    </SectionCard>
  );
}
