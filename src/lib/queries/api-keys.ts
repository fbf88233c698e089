"use client";
// API keys (issue 17 item 3): the team's list, creating (the answer carries the key once), and revoking. Each write
// refetches the list.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from "@/domain/contracts/api-keys";
import type { EntityId } from "@/domain/contracts/common";
import { api } from "../api/client";
import { apiKeyKeys } from "./keys";
import type { MutationNotice } from "./notice";

export function useApiKeys(enabled = true) {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: () => api.get<ApiKeyList>("/api-keys"), enabled });
}

export function useCreateApiKey(notice?: MutationNotice<CreatedApiKey, CreateApiKeyBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post<CreatedApiKey>("/api-keys", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    meta: { notice },
  });
}

export function useRevokeApiKey(notice?: MutationNotice<EntityId, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<EntityId>(`/api-keys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    meta: { notice },
  });
}
