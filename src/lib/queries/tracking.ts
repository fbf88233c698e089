"use client";
// Feeds and channels (GET/POST/DELETE /v1/feed…, /v1/channel…): their lists and details, tracking new ones, and the
// stop / resume / refresh / delete actions. Every write refetches what tracked items move (trackedItemDependents).
import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { ListPage } from "@/domain/contracts/common";
import type {
  ChannelDetail,
  ChannelItem,
  ChannelTracked,
  FeedDetail,
  FeedItem,
  FeedTableItem,
} from "@/domain/contracts/tracking";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError, api, apiDownload } from "../api/client";
import { saveFile } from "../api/save-file";
import { runInTurn } from "./batch";
import { channelKeys, feedKeys, trackedItemDependents } from "./keys";
import type { MutationNotice } from "./notice";
import { itemWithStatus, pageWithStatus, statusAfter } from "./optimistic-status";

export type TrackingAction = "stop" | "resume" | "refresh" | "delete";
export type TrackingKind = "feed" | "channel";

/**
 * Refetches everything a tracking write can move. `gone` are the details of deleted items: refetching them would
 * only answer 404 while their page navigates away.
 */
export function invalidateTracked(queryClient: QueryClient, gone: readonly (readonly unknown[])[] = []) {
  const isGone = (key: readonly unknown[]) => gone.some((prefix) => prefix.every((part, index) => key[index] === part));
  return Promise.all(
    trackedItemDependents.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => !isGone(query.queryKey) }),
    ),
  );
}

/** The answer that opens the plan-limit modal (spec section 8); forms show a notice of their own beside it. */
export function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ErrorCode.PlanLimitReached;
}

/** One page of feeds; the previous page stays while the next loads. */
export function useFeedList(query: string) {
  return useQuery({
    queryKey: feedKeys.list(query),
    // The table's own fields only (view=table, issue 18 item 5): a page is about half the bytes of full feeds.
    queryFn: () => api.get<ListPage<FeedTableItem>>(`/feed/list?${query}&view=table`),
    placeholderData: keepPreviousData,
  });
}

export function useFeed(id: number) {
  return useQuery({ queryKey: feedKeys.detail(id), queryFn: () => api.get<FeedDetail>(`/feed/${id}`) });
}

export function useChannelList(query: string) {
  return useQuery({
    queryKey: channelKeys.list(query),
    queryFn: () => api.get<ListPage<ChannelItem>>(`/channel/list?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useChannel(id: number) {
  return useQuery({ queryKey: channelKeys.detail(id), queryFn: () => api.get<ChannelDetail>(`/channel/${id}`) });
}

/** A channel's 100 most viewed feeds. */
export function useChannelTopFeeds(id: number) {
  return useQuery({
    queryKey: channelKeys.topFeeds(id),
    queryFn: () => api.get<ListPage<FeedItem>>(`/feed/list?channel_id=${id}&sort=views&order=desc&page_size=100`),
  });
}

/** Tracks one video by its link (POST /v1/feed); `created` is false when it was tracked already. */
export function useTrackFeed(notice?: MutationNotice<FeedItem & { created: boolean }, { url: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string }) => api.post<FeedItem & { created: boolean }>("/feed", body),
    onSuccess: () => invalidateTracked(queryClient),
    meta: { notice },
  });
}

/** Tracks an account as a channel (POST /v1/channel) with its newest videos. */
export function useTrackChannel(notice?: MutationNotice<ChannelTracked, { url: string; platform?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; platform?: string }) => api.post<ChannelTracked>("/channel", body),
    onSuccess: () => invalidateTracked(queryClient),
    meta: { notice },
  });
}

export interface TrackingActionInput {
  action: TrackingAction;
  ids: number[];
}

/**
 * Stop, resume, refresh or delete feeds or channels, one request per id; rejects with a BatchError when any failed.
 * Stop and resume show in the cached lists and details at once and are put back on a failure; the lists are
 * refetched either way, since the ids that succeeded did change.
 */
export function trackingActionOptions(
  queryClient: QueryClient,
  kind: TrackingKind,
  notice?: MutationNotice<void, TrackingActionInput>,
) {
  const keys = kind === "feed" ? feedKeys : channelKeys;
  return mutationOptions({
    mutationFn: ({ action, ids }: TrackingActionInput) =>
      runInTurn(ids, (id) =>
        action === "delete" ? api.delete(`/${kind}/${id}`) : api.post(`/${kind}/${id}/${action}`),
      ),
    onMutate: async ({ action, ids }: TrackingActionInput) => {
      const status = statusAfter(action);
      if (status === null) return { snapshot: [] };
      // A refetch answering in the middle would overwrite the new status with the old one.
      await queryClient.cancelQueries({ queryKey: keys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: keys.all });
      queryClient.setQueriesData({ queryKey: keys.lists() }, (page: unknown) => pageWithStatus(page, ids, status));
      queryClient.setQueriesData({ queryKey: keys.details() }, (item: unknown) => itemWithStatus(item, ids, status));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: (_data, _error, { action, ids }) =>
      invalidateTracked(queryClient, action === "delete" ? ids.map((id) => keys.detail(id)) : []),
    meta: { notice },
  });
}

export function useTrackingAction(kind: TrackingKind, notice?: MutationNotice<void, TrackingActionInput>) {
  return useMutation(trackingActionOptions(useQueryClient(), kind, notice));
}

/**
 * Downloads the feeds matching a list query as CSV (GET /v1/feed/export) through the authenticated client, with the
 * status words in the page's language.
 */
export function useFeedExport(notice?: MutationNotice<void, string>) {
  const locale = useLocale();
  return useMutation({
    mutationFn: async (query: string) => {
      const params = new URLSearchParams(query);
      params.set("locale", locale);
      return saveFile(await apiDownload(`/feed/export?${params}`, "feedscope-feeds.csv"));
    },
    meta: { notice },
  });
}

export type LinkOutcome =
  | { url: string; state: "pending" | "tracked" | "already" | "planLimit" }
  | { url: string; state: "error"; error: unknown };

/**
 * Tracks pasted video links one after another (POST /v1/feed each), reporting each link's outcome as it comes;
 * stops at the plan limit (every further link would be refused too), leaving the rest pending. Resolves with every
 * link's outcome; the lists are refetched once at the end.
 */
export function useTrackFeedLinks(onOutcome: (index: number, outcome: LinkOutcome) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (links: readonly string[]): Promise<LinkOutcome[]> => {
      const results: LinkOutcome[] = links.map((url) => ({ url, state: "pending" }));
      for (const [index, url] of links.entries()) {
        let outcome: LinkOutcome;
        try {
          const feed = await api.post<FeedItem & { created: boolean }>("/feed", { url });
          outcome = { url, state: feed.created ? "tracked" : "already" };
        } catch (error) {
          outcome = isPlanLimit(error) ? { url, state: "planLimit" } : { url, state: "error", error };
        }
        results[index] = outcome;
        onOutcome(index, outcome);
        if (outcome.state === "planLimit") break;
      }
      return results;
    },
    onSettled: () => invalidateTracked(queryClient),
  });
}
