"use client";
// Collections (GET/POST/PUT/DELETE /v1/collection…): the list, one collection, and every write, each refetching the
// collections it changes (this replaces the old refresh-collections window event of spec section 4).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { CollectionDetail, CollectionSummary, CollectionHeader as Created } from "@/domain/contracts/collection";
import type { ListPage as Page } from "@/domain/contracts/common";
import type { ChannelItem as CollectionChannel, FeedItem as CollectionFeed } from "@/domain/contracts/tracking";
import { api, apiDownload } from "../api/client";
import { saveFile } from "../api/save-file";
import { channelKeys, collectionKeys, feedKeys } from "./keys";
import type { MutationNotice } from "./notice";

export type CollectionItemKind = "feed" | "channel";

export function useCollections() {
  return useQuery({
    queryKey: collectionKeys.list(),
    queryFn: async () => (await api.get<{ collections: CollectionSummary[] }>("/collection/list")).collections ?? [],
  });
}

/** One collection by its hash id; `enabled` false stops refetching (after it was deleted). */
export function useCollection(hashId: string, enabled = true) {
  return useQuery({
    queryKey: collectionKeys.detail(hashId),
    queryFn: () => api.get<CollectionDetail>(`/collection/${encodeURIComponent(hashId)}`),
    retry: false,
    enabled,
  });
}

/** The team's feeds matching `q` (up to 100), for the add-feeds picker. */
export function useFeedPicker(q: string, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.picker(q),
    queryFn: async () =>
      (await api.get<Page<CollectionFeed>>(`/feed/list?page_size=100&q=${encodeURIComponent(q)}`)).list ?? [],
    enabled,
  });
}

/** The team's channels (up to 100), for the add-channels picker; it filters them itself. */
export function useChannelPicker(enabled: boolean) {
  return useQuery({
    queryKey: channelKeys.picker(),
    queryFn: async () => (await api.get<Page<CollectionChannel>>("/channel/list?page_size=100")).list ?? [],
    enabled,
  });
}

export function useCreateCollection(notice?: MutationNotice<Created, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<Created>("/collection", { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.list() }),
    meta: { notice },
  });
}

export function useRenameCollection(notice?: MutationNotice<unknown, { id: number; name: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => api.put(`/collection/${id}`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    meta: { notice },
  });
}

/** Deletes a collection; its own cached answer is dropped rather than refetched (it would answer 404). */
export function useDeleteCollection(notice?: MutationNotice<unknown, { id: number; hashId: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; hashId: string }) => api.delete(`/collection/${id}`),
    onSuccess: (_data, { hashId }) => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(hashId), exact: true });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.list() });
    },
    meta: { notice },
  });
}

export interface CollectionItemsInput {
  kind: CollectionItemKind;
  collectionId: number;
  ids: number[];
}

function itemsBody({ kind, collectionId, ids }: CollectionItemsInput) {
  return kind === "feed"
    ? { collection_id: collectionId, feed_ids: ids }
    : { collection_id: collectionId, channel_ids: ids };
}

/** Adds feeds or channels to a collection (POST /v1/collection/add/{kind}). */
export function useAddToCollection(notice?: MutationNotice<unknown, CollectionItemsInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionItemsInput) => api.post(`/collection/add/${input.kind}`, itemsBody(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    meta: { notice },
  });
}

/** Removes feeds or channels from a collection (POST /v1/collection/remove/{kind}). */
export function useRemoveFromCollection(notice?: MutationNotice<unknown, CollectionItemsInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionItemsInput) => api.post(`/collection/remove/${input.kind}`, itemsBody(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    meta: { notice },
  });
}

/**
 * Downloads a collection's CSV (GET /v1/collection/{id}/export) or PDF report (…/report.pdf) through the
 * authenticated client, in the page's language.
 */
export function useCollectionDownload(notice?: MutationNotice<void, { hashId: string; kind: "csv" | "pdf" }>) {
  const locale = useLocale();
  return useMutation({
    mutationFn: async ({ hashId, kind }: { hashId: string; kind: "csv" | "pdf" }) => {
      const path = kind === "csv" ? "export" : "report.pdf";
      const fallback = kind === "csv" ? `feedscope-collection-${hashId}.csv` : `feedscope-report-${hashId}.pdf`;
      saveFile(await apiDownload(`/collection/${hashId}/${path}?locale=${encodeURIComponent(locale)}`, fallback));
    },
    meta: { notice },
  });
}
