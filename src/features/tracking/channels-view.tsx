"use client";
// /dashboard/channels: track an account (POST /v1/channel) and the tracked channels (GET /v1/channel/list).
import { Plus, Tv } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Tooltip } from "radix-ui";
import { useId, useState } from "react";
import { EmptyState, PageHeading } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/select";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { ApiRequestError } from "@/lib/api/client";
import { useChannelList, useTrackChannel } from "@/lib/queries/tracking";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { AccountAvatar } from "../analyze/account-avatar";
import { CountValue } from "../analyze/unknown-value";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { AddToCollectionButton } from "../collections/add-to-collection";
import {
  CompareAction,
  CompareCheckbox,
  type CompareSelection,
  useCompareSelection,
} from "../compare/compare-selection";
import { DemoRowMark } from "../demo/demo-row-mark";
import { Freshness } from "./freshness";
import { PageStepper, PlatformStatusFilters } from "./list-filters";
import { PriorityBadge, PriorityFilter, PriorityToggle } from "./priority-toggle";
import { SearchBox } from "./search-box";
import { CHANNEL_STATUSES, PLATFORMS, platformLabel, StatusBadge } from "./status";
import { TrackingActions } from "./tracking-actions";
import type { ChannelItem } from "./types";
import { apiQuery, useListParams } from "./use-list-params";

const SORTS = ["tracked_at", "followers", "video_count", "median_views", "feeds", "last_updated"] as const;

function AddChannelForm() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const formId = useId();
  const [url, setUrl] = useState("");
  const [platform, setPlatform] = useState("");
  const track = useTrackChannel();
  const pending = track.isPending;
  const lock = useRoleLock(Action.ManageTracking);
  const planLimit = track.error instanceof ApiRequestError && track.error.code === ErrorCode.PlanLimitReached;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!url.trim() || lock.locked) return;
    track.mutate({ url: url.trim(), platform: platform || undefined }, { onSuccess: () => setUrl("") });
  };
  return (
    <Card className="p-5" data-testid="add-channel">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col text-sm font-medium text-foreground">
          <label htmlFor={`${formId}-url`}>{t("tracking.channels.addLabel")}</label>
          <Input
            id={`${formId}-url`}
            className="mt-1"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder={t("tracking.channels.addPlaceholder")}
            disabled={pending || lock.locked}
          />
        </div>
        <div className="flex flex-col text-sm font-medium text-foreground">
          <label htmlFor={`${formId}-platform`}>{t("tracking.filters.platform")}</label>
          <OptionSelect
            id={`${formId}-platform`}
            className="mt-1"
            value={platform}
            onValueChange={setPlatform}
            options={[
              { value: "", label: t("tracking.channels.detect") },
              ...PLATFORMS.map((name) => ({ value: name, label: platformLabel(name) })),
            ]}
          />
        </div>
        <RoleLocked lock={lock}>
          <Button type="submit" disabled={pending || !url.trim() || lock.locked}>
            <Plus aria-hidden className="h-4 w-4" />
            {pending ? t("tracking.add.running") : t("tracking.channels.add")}
          </Button>
        </RoleLocked>
      </form>
      <div className="mt-3" aria-live="polite">
        {track.data ? (
          <Alert tone="success">
            {!track.data.created
              ? t("tracking.channels.already")
              : track.data.skipped
                ? t("tracking.channels.added", { imported: track.data.imported, skipped: track.data.skipped })
                : t("tracking.channels.addedAll", { imported: track.data.imported })}
          </Alert>
        ) : track.isError && !planLimit ? (
          <Alert tone="danger">{errorMessage(track.error)}</Alert>
        ) : null}
      </div>
    </Card>
  );
}

export function ChannelCard({
  channel,
  onDeleted,
  selection,
}: {
  channel: ChannelItem;
  onDeleted?: () => void;
  /** The channels list ticks channels to compare (issue 19 item 3). */
  selection?: CompareSelection;
}) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const name = channel.name || channel.handle || channel.platform_id;
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
  return (
    <Card className="flex min-w-0 flex-col p-4" data-testid="channel-card">
      <div className="flex min-w-0 items-start gap-3">
        {selection ? <CompareCheckbox selection={selection} id={channel.id} name={name} /> : null}
        <AccountAvatar src={channel.avatar} name={name} />
        <div className="min-w-0 flex-1">
          <NextLink
            href={`/dashboard/channels/${channel.id}/`}
            dir="auto"
            className="block truncate font-semibold text-foreground hover:text-accent-foreground hover:underline"
          >
            {name}
          </NextLink>
          <p className="truncate text-xs text-muted-foreground">
            {channel.handle ? `@${channel.handle.replace(/^@/, "")} · ` : null}
            {platformLabel(channel.platform)}
            <DemoRowMark demo={channel.is_demo} />
            <PriorityBadge priority={channel.priority} />
          </p>
        </div>
        <StatusBadge status={channel.status} />
      </div>
      <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
        {(
          [
            ["tracking.channels.followers", channel.followers],
            ["tracking.channels.videos", channel.video_count],
            ["tracking.channels.medianViews", channel.median_views],
            ["tracking.channels.feeds", channel.feeds],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="text-[11px] leading-tight text-muted-foreground">{t(key)}</dt>
            <dd className="text-sm font-semibold text-foreground tabular-nums">{count(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex gap-1 text-xs text-muted-foreground">
        <span className="shrink-0">{t("tracking.columns.lastUpdated")}:</span>
        <Freshness lastUpdated={channel.last_updated} fetch={channel.fetch} format={format} />
      </div>
      <div className="mt-3 flex flex-wrap gap-1 border-t border-border pt-3">
        <PriorityToggle kind="channel" item={channel} labelled={false} />
        <TrackingActions kind="channel" item={channel} look="ghost" onDeleted={onDeleted} />
        <AddToCollectionButton kind="channel" ids={[channel.id]} look="icon" />
      </div>
    </Card>
  );
}

export function ChannelsView() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const { params, update } = useListParams();
  const query = apiQuery({ ...params, publishedFrom: "", publishedTo: "" });
  const channels = useChannelList(query);
  const filtered = !!(params.q || params.platform || params.status);
  const data = channels.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const compareSelection = useCompareSelection();
  return (
    <Tooltip.Provider delayDuration={200}>
      <PageHeading>{t("tracking.channels.title")}</PageHeading>
      <div className="space-y-6">
        <AddChannelForm />
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox value={params.q} onSearch={(q) => update({ q })} label={t("tracking.filters.searchChannels")} />
          <PlatformStatusFilters
            platform={params.platform}
            status={params.status}
            statuses={CHANNEL_STATUSES}
            onChange={update}
          />
          <PriorityFilter value={params.priority} onChange={(priority) => update({ priority })} />
          <OptionSelect
            aria-label={t("tracking.filters.sort")}
            value={`${params.sort ?? "tracked_at"}:${params.order}`}
            onValueChange={(value) => {
              const [sort = "tracked_at", order = "desc"] = value.split(":");
              update({ sort, order });
            }}
            options={SORTS.flatMap((sort) => {
              const name = t(`tracking.channels.sort.${sort}`);
              return (["desc", "asc"] as const).map((order) => ({
                value: [sort, order].join(":"),
                label: [name, order === "desc" ? "↓" : "↑"].join(" "),
              }));
            })}
          />
          {/* The same ticked channels can go into a collection together (issue 19 item 4's bulk action). */}
          {compareSelection.ids.length > 0 ? <AddToCollectionButton kind="channel" ids={compareSelection.ids} /> : null}
          <CompareAction selection={compareSelection} />
        </div>
        {channels.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="h-48 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        ) : channels.isError ? (
          <LoadError message={errorMessage(channels.error)} onRetry={() => void channels.refetch()} />
        ) : data && data.total === 0 && !filtered ? (
          <EmptyState icon={Tv} title={t("dashboard.empty.channelsTitle")} text={t("dashboard.empty.channelsText")} />
        ) : data && data.list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-input bg-card px-4 py-10 text-center text-sm text-muted-foreground">
            {t("tracking.channels.noMatch")}
          </p>
        ) : data ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.list.map((channel) => (
                <ChannelCard key={channel.id} channel={channel} selection={compareSelection} />
              ))}
            </div>
            <nav
              className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
              aria-label={t("tracking.table.pagination")}
            >
              <span>{t("tracking.table.total", { count: data.total })}</span>
              <div className="flex items-center gap-2">
                <PageStepper page={params.page} pages={pages} onPage={(page) => update({ page })} />
              </div>
            </nav>
          </>
        ) : null}
      </div>
    </Tooltip.Provider>
  );
}
