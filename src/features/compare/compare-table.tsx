"use client";
// The side-by-side table (issue 19 item 3): one row per metric, one column per channel, the leader of each row
// marked with an icon and words (not by colour alone). On a phone the table scrolls and the metric column stays.
import { Trophy } from "lucide-react";
import { useTranslations } from "next-intl";
import { chartColors } from "@/components/charts/chart-theme";
import type { ComparedChannel, CompareRow } from "@/domain/contracts/compare";
import { UnknownValue } from "../analyze/unknown-value";
import { channelName } from "./channel-name";
import { useCompareFormat } from "./use-compare-format";

export function CompareTable({ channels, rows }: { channels: ComparedChannel[]; rows: CompareRow[] }) {
  const t = useTranslations();
  const format = useCompareFormat();
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card" data-testid="compare-table">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{t("compare.table.caption")}</caption>
        <thead>
          <tr className="border-b border-border">
            <th
              scope="col"
              className="sticky start-0 z-10 bg-card px-4 py-3 text-start font-medium text-muted-foreground"
            >
              {t("compare.table.metric")}
            </th>
            {channels.map((channel, index) => (
              <th key={channel.id} scope="col" className="px-4 py-3 text-start font-semibold text-foreground">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden
                    className="h-2.5 w-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: chartColors[index % chartColors.length] }}
                  />
                  <span dir="auto" className="truncate">
                    {channelName(channel)}
                  </span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.metric} className="border-b border-border last:border-b-0" data-metric={row.metric}>
              <th scope="row" className="sticky start-0 z-10 bg-card px-4 py-3 text-start font-medium text-foreground">
                {t(`compare.metrics.${row.metric}`)}
              </th>
              {channels.map((channel) => {
                const text = format.cell(row.metric, channel);
                const leads = row.leaders.includes(channel.id);
                return (
                  <td
                    key={channel.id}
                    className="px-4 py-3 tabular-nums text-foreground"
                    data-leader={leads ? "true" : undefined}
                  >
                    {text === null ? (
                      <UnknownValue reason={t("compare.unknown")} />
                    ) : (
                      <span className={leads ? "inline-flex items-center gap-1.5 font-semibold" : undefined}>
                        {text}
                        {leads ? (
                          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium text-accent-foreground">
                            <Trophy aria-hidden className="h-3 w-3" />
                            {row.leaders.length > 1 ? t("compare.tied") : t("compare.leader")}
                          </span>
                        ) : null}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
