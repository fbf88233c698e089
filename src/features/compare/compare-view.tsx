"use client";
// /dashboard/compare?channels=1,2 (issue 19 item 3): 2 to 5 of the team's channels side by side. The URL is the
// state: adding or removing a channel rewrites ?channels=, so the address can be shared inside the team.
import { GitCompareArrows, X } from "lucide-react";
import NextLink from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Tooltip } from "radix-ui";
import { useCallback } from "react";
import { chartColors } from "@/components/charts/chart-theme";
import { EmptyState, PageHeading } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { COMPARE_MAX_CHANNELS, COMPARE_MIN_CHANNELS, type ComparedChannel } from "@/domain/contracts/compare";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useComparison } from "@/lib/queries/compare";
import { AccountAvatar } from "../analyze/account-avatar";
import { platformLabel } from "../tracking/status";
import { channelName } from "./channel-name";
import { ChannelPicker } from "./channel-picker";
import { CompareCharts } from "./compare-charts";
import { compareHref, parseChannelsParam } from "./compare-params";
import { CompareTable } from "./compare-table";

function useChannelsParam() {
  const searchParams = useSearchParams();
  const ids = parseChannelsParam(searchParams.get("channels"));
  const setIds = useCallback((next: number[]) => {
    // Like the lists' filters (use-list-params.ts): the history API, no server round trip, no extra entry.
    window.history.replaceState(null, "", compareHref(next));
  }, []);
  return { ids, setIds };
}

function SelectedChips({
  ids,
  channels,
  onRemove,
}: {
  ids: number[];
  channels: ComparedChannel[];
  onRemove: (id: number) => void;
}) {
  const t = useTranslations();
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("compare.selected")}>
      {ids.map((id, index) => {
        const channel = byId.get(id);
        const name = channel ? channelName(channel) : `#${id}`;
        return (
          <li
            key={id}
            className="flex items-center gap-2 rounded-full border border-border bg-card py-1 ps-1 pe-2 text-sm"
            data-testid="compare-chip"
          >
            {channel ? (
              <AccountAvatar src={channel.avatar} name={name} className="h-6 w-6" />
            ) : (
              <span className="h-6 w-6 rounded-full bg-muted" />
            )}
            <span
              aria-hidden
              className="h-2.5 w-2.5 rounded-full"
              style={{ backgroundColor: chartColors[index % chartColors.length] }}
            />
            <NextLink href={`/dashboard/channels/${id}/`} dir="auto" className="max-w-40 truncate hover:underline">
              {name}
            </NextLink>
            {channel ? <span className="text-xs text-muted-foreground">{platformLabel(channel.platform)}</span> : null}
            <button
              type="button"
              className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
              aria-label={t("compare.remove", { name })}
              onClick={() => onRemove(id)}
            >
              <X aria-hidden className="h-3.5 w-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function CompareView() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const { ids, setIds } = useChannelsParam();
  const comparison = useComparison(ids);
  const enough = ids.length >= COMPARE_MIN_CHANNELS;
  const data = comparison.data;
  return (
    <Tooltip.Provider delayDuration={200}>
      <PageHeading>{t("compare.title")}</PageHeading>
      <div className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SelectedChips
            ids={ids}
            channels={data?.channels ?? []}
            onRemove={(id) => setIds(ids.filter((x) => x !== id))}
          />
          <ChannelPicker
            selected={ids}
            disabled={ids.length >= COMPARE_MAX_CHANNELS}
            onAdd={(id) => setIds([...ids, id])}
          />
        </div>
        {!enough ? (
          <EmptyState
            icon={GitCompareArrows}
            title={t("compare.empty.title")}
            text={t("compare.empty.text", { min: COMPARE_MIN_CHANNELS, max: COMPARE_MAX_CHANNELS })}
          >
            <Button asChild variant="outline">
              <NextLink href="/dashboard/channels/">{t("compare.empty.action")}</NextLink>
            </Button>
          </EmptyState>
        ) : comparison.isError ? (
          <LoadError message={errorMessage(comparison.error)} onRetry={() => void comparison.refetch()} />
        ) : !data ? (
          <div className="space-y-4" aria-busy="true">
            <div className="grid gap-4 lg:grid-cols-2">
              <Skeleton className="h-72" />
              <Skeleton className="h-72" />
            </div>
            <Skeleton className="h-80" />
          </div>
        ) : (
          <div className="space-y-6" aria-busy={comparison.isFetching}>
            <p className="text-sm text-muted-foreground">
              {t("compare.window", { days: data.window_days, videoDays: data.video_window_days })}
            </p>
            <CompareCharts channels={data.channels} />
            <CompareTable channels={data.channels} rows={data.rows} />
          </div>
        )}
      </div>
    </Tooltip.Provider>
  );
}
