"use client";
// Filters, the feeds table, bulk actions, CSV export, column choice and pagination (GET /v1/feed/list). The state
// lives in the query string; `channelId` narrows the list to one channel (the channel page).
import type { RowSelectionState, VisibilityState } from "@tanstack/react-table";
import { Columns3, Download, Pause, Play, PlaySquare, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { OptionSelect } from "@/components/ui/select";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { type TrackingAction, useFeedExport, useFeedList, useTrackingAction } from "@/lib/queries/tracking";
import { useMediaQuery } from "@/lib/use-media-query";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { AddToCollectionButton } from "../collections/add-to-collection";
import { ConfirmButton } from "./confirm-button";
import { FeedCards } from "./feed-cards";
import { FEED_COLUMNS, type FeedColumn, FeedsTable } from "./feeds-table";
import { PageStepper, PlatformStatusFilters } from "./list-filters";
import { PriorityFilter } from "./priority-toggle";
import { PublishedRangeFilter } from "./published-range-filter";
import { SearchBox } from "./search-box";
import { FEED_STATUSES } from "./status";
import { useTrackingNotice } from "./tracking-actions";
import { apiQuery, PAGE_SIZES, useListParams } from "./use-list-params";

const COLUMNS_KEY = "feedscope.feedColumns";
/** The server's default order (GET /v1/feed/list without a sort): views, largest first, unknown last. */
const DEFAULT_SORT = "views";

const COLUMN_LABELS = {
  views: "tracking.columns.views",
  engagement: "tracking.columns.engagement",
  likes: "tracking.columns.likes",
  comments: "tracking.columns.comments",
  shares: "tracking.columns.shares",
  bookmarks: "tracking.columns.bookmarks",
  outlet: "tracking.columns.outlet",
  growth_last: "tracking.columns.growthLast",
  growth_7d: "tracking.columns.growth7d",
  duration: "tracking.columns.duration",
  published_on: "tracking.columns.publishedOn",
  last_updated: "tracking.columns.lastUpdated",
  status: "tracking.columns.status",
} as const satisfies Record<FeedColumn, string>;

function useColumnVisibility() {
  const [visibility, setVisibility] = useState<VisibilityState>({});
  useEffect(() => {
    try {
      const stored = localStorage.getItem(COLUMNS_KEY);
      if (stored) setVisibility(JSON.parse(stored) as VisibilityState);
    } catch {
      // Unreadable storage: every column shows.
    }
  }, []);
  const toggle = (column: FeedColumn, visible: boolean) => {
    setVisibility((current) => {
      const next = { ...current, [column]: visible };
      try {
        localStorage.setItem(COLUMNS_KEY, JSON.stringify(next));
      } catch {
        // Not persisted; the choice still holds for this visit.
      }
      return next;
    });
  };
  return { visibility, toggle };
}

export function FeedsList({ channelId, emptyAction }: { channelId?: number; emptyAction?: React.ReactNode }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const errorMessage = useErrorMessage();
  const { params, update } = useListParams();
  const formId = useId();
  // Below 640 px each feed is a card (issue 20 item 2); the cards have no headers, so a select sorts them.
  const phone = useMediaQuery("(max-width: 639px)");
  const { visibility, toggle } = useColumnVisibility();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const actions = useTrackingAction("feed", useTrackingNotice());
  const lock = useRoleLock(Action.ManageTracking);
  const bulkDisabled = actions.isPending || lock.locked;
  const exportCsv = useFeedExport({ error: true });
  const query = apiQuery(params, { channel_id: channelId });
  const feeds = useFeedList(query);

  // A new page or filter clears the selection (selected rows would be out of sight).
  const [selectionQuery, setSelectionQuery] = useState(query);
  if (selectionQuery !== query) {
    setSelectionQuery(query);
    setSelection({});
  }

  const selectedIds = Object.keys(selection)
    .filter((key) => selection[key])
    .map(Number);
  const filtered = !!(
    params.q ||
    params.platform ||
    params.status ||
    params.publishedFrom ||
    params.publishedTo ||
    params.priority
  );

  const bulk = (action: TrackingAction) =>
    actions.mutate({ action, ids: selectedIds }, { onSuccess: () => setSelection({}) });

  const data = feeds.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <section className="space-y-4" aria-label={t("tracking.feeds.listLabel")}>
      {/* One line where it fits (1366 px, issue 20 item 2; the date range sits behind one button). Forcing one line
          from 1024 px squeezed the search box to an icon and pushed "Export CSV" off the page, where the 256 px
          sidebar leaves ~720 px (QA s10 item 3): below that the items wrap instead of shrinking. */}
      <div className="flex flex-wrap items-center gap-2" data-testid="feeds-toolbar">
        <SearchBox value={params.q} onSearch={(q) => update({ q })} label={t("tracking.filters.search")} />
        <PlatformStatusFilters
          platform={params.platform}
          status={params.status}
          statuses={FEED_STATUSES}
          onChange={update}
        />
        <PriorityFilter value={params.priority} onChange={(priority) => update({ priority })} />
        <PublishedRangeFilter from={params.publishedFrom} to={params.publishedTo} onChange={update} />
        {filtered ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => update({ q: "", platform: "", status: "", published_from: "", published_to: "" })}
          >
            {t("tracking.filters.clear")}
          </Button>
        ) : null}
        <div className="ms-auto flex items-center gap-2">
          {phone ? (
            <OptionSelect
              aria-label={t("tracking.filters.sort")}
              value={`${params.sort ?? DEFAULT_SORT}:${params.order}`}
              onValueChange={(value) => {
                const [sort = DEFAULT_SORT, order = "desc"] = value.split(":");
                update({ sort, order });
              }}
              options={FEED_COLUMNS.flatMap((column) => [
                { value: `${column}:desc`, label: `${t(COLUMN_LABELS[column])} ↓` },
                { value: `${column}:asc`, label: `${t(COLUMN_LABELS[column])} ↑` },
              ])}
            />
          ) : (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button type="button" variant="outline">
                  <Columns3 aria-hidden className="h-4 w-4" />
                  {t("tracking.table.columns")}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {FEED_COLUMNS.map((column) => (
                  <DropdownMenuCheckboxItem
                    key={column}
                    checked={visibility[column] !== false}
                    onCheckedChange={(checked) => toggle(column, checked === true)}
                    onSelect={(event) => event.preventDefault()}
                  >
                    {t(COLUMN_LABELS[column])}
                  </DropdownMenuCheckboxItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          <Button
            type="button"
            variant="outline"
            onClick={() => exportCsv.mutate(apiQuery(params, { channel_id: channelId }, false))}
            disabled={exportCsv.isPending}
          >
            <Download aria-hidden className="h-4 w-4" />
            {t("tracking.table.export")}
          </Button>
        </div>
      </div>

      {selectedIds.length ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-accent px-3 py-2 text-sm"
          data-testid="bulk-actions"
        >
          <span className="font-medium text-foreground">
            {t("tracking.table.selected", { count: selectedIds.length })}
          </span>
          <RoleLocked lock={lock} className="flex-wrap items-center gap-2">
            <Button type="button" size="sm" variant="outline" disabled={bulkDisabled} onClick={() => bulk("stop")}>
              <Pause aria-hidden className="h-3.5 w-3.5" />
              {t("tracking.actions.stop")}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={bulkDisabled} onClick={() => bulk("resume")}>
              <Play aria-hidden className="h-3.5 w-3.5" />
              {t("tracking.actions.resume")}
            </Button>
            <ConfirmButton
              title={t("tracking.feeds.deleteTitle", { count: selectedIds.length })}
              text={t("tracking.feeds.deleteText", { count: selectedIds.length })}
              confirmLabel={t("tracking.actions.delete")}
              onConfirm={() => bulk("delete")}
              variant="outline"
              triggerClassName="text-destructive"
              disabled={bulkDisabled}
            >
              <Trash2 aria-hidden className="h-3.5 w-3.5" />
              {t("tracking.actions.delete")}
            </ConfirmButton>
          </RoleLocked>
          <AddToCollectionButton kind="feed" ids={selectedIds} onAdded={() => setSelection({})} />
          <Button type="button" size="sm" variant="ghost" onClick={() => setSelection({})}>
            {t("tracking.table.clearSelection")}
          </Button>
        </div>
      ) : null}

      {feeds.isPending ? (
        <div className="space-y-2 rounded-xl border border-border bg-card p-4" aria-busy="true">
          <span className="sr-only">{t("tracking.common.loading")}</span>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-12 animate-pulse rounded bg-muted" />
          ))}
        </div>
      ) : feeds.isError ? (
        <LoadError message={errorMessage(feeds.error)} onRetry={() => void feeds.refetch()} />
      ) : data && data.total === 0 && !filtered ? (
        <EmptyState icon={PlaySquare} title={t("dashboard.empty.feedsTitle")} text={t("dashboard.empty.feedsText")}>
          {emptyAction}
        </EmptyState>
      ) : data && data.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-input bg-card px-4 py-10 text-center text-sm text-muted-foreground">
          {t("tracking.feeds.noMatch")}
        </p>
      ) : data ? (
        // The previous page stays on screen while the next one loads; aria-busy tells assistive tech (and tests) so.
        <div aria-busy={feeds.isFetching} className={feeds.isFetching ? "opacity-70 transition-opacity" : undefined}>
          {phone ? (
            <FeedCards feeds={data.list} format={format} selection={selection} onSelectionChange={setSelection} />
          ) : (
            <FeedsTable
              feeds={data.list}
              format={format}
              sort={params.sort ?? DEFAULT_SORT}
              order={params.order}
              onSort={(sort, order) => update({ sort, order })}
              selection={selection}
              onSelectionChange={setSelection}
              visibility={visibility}
            />
          )}
        </div>
      ) : null}

      {data && data.total > 0 ? (
        <nav
          className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
          aria-label={t("tracking.table.pagination")}
        >
          <span>{t("tracking.table.total", { count: data.total })}</span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="flex items-center gap-2">
              <label htmlFor={`${formId}-page-size`}>{t("tracking.table.pageSize")}</label>
              <OptionSelect
                id={`${formId}-page-size`}
                value={String(params.pageSize)}
                onValueChange={(value) => update({ page_size: value })}
                options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              />
            </span>
            <PageStepper page={params.page} pages={pages} onPage={(page) => update({ page })} />
          </div>
        </nav>
      ) : null}
    </section>
  );
}
