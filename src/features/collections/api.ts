"use client";
// TanStack Query access to the collections API; every change fires the refresh-collections event.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { REFRESH_COLLECTIONS_EVENT, useWindowEvent } from "../../components/modals/events";
import type { CollectionDetail, CollectionSummary } from "./types";

export const COLLECTIONS_KEY = ["collections"] as const;
export const COLLECTIONS_LIST_KEY = ["collections", "list"] as const;
export const collectionKey = (idOrHash: string) => ["collections", "detail", idOrHash] as const;

/** The team's collections; reloads whenever feedscope:refresh-collections fires. */
export function useCollections() {
  const queryClient = useQueryClient();
  useWindowEvent(REFRESH_COLLECTIONS_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: COLLECTIONS_LIST_KEY });
  });
  return useQuery({
    queryKey: COLLECTIONS_LIST_KEY,
    queryFn: async () => (await api.get<{ collections: CollectionSummary[] }>("/collection/list")).collections ?? [],
  });
}

/** One collection; reloads on feedscope:refresh-collections unless `paused` (e.g. right after deleting it). */
export function useCollection(hashId: string, paused: () => boolean) {
  const queryClient = useQueryClient();
  useWindowEvent(REFRESH_COLLECTIONS_EVENT, () => {
    if (!paused()) void queryClient.invalidateQueries({ queryKey: collectionKey(hashId) });
  });
  return useQuery({
    queryKey: collectionKey(hashId),
    queryFn: () => api.get<CollectionDetail>(`/collection/${encodeURIComponent(hashId)}`),
    retry: false,
  });
}
