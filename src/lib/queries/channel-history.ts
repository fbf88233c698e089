"use client";
// A channel's daily history and gains (issue 19 items 1 and 2): GET /v1/channel/{id}/gains over the plan's window,
// and its CSV export.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ChannelGains } from "@/domain/contracts/channel-history";
import { api, apiDownload } from "../api/client";
import { saveFile } from "../api/save-file";
import { channelKeys } from "./keys";
import type { MutationNotice } from "./notice";

export function useChannelGains(id: number) {
  return useQuery({ queryKey: channelKeys.gains(id), queryFn: () => api.get<ChannelGains>(`/channel/${id}/gains`) });
}

/** Downloads the daily gains of the plan's window as CSV. */
export function useChannelGainsExport(id: number, notice?: MutationNotice<void, void>) {
  return useMutation({
    mutationFn: async () =>
      saveFile(await apiDownload(`/channel/${id}/gains/export`, `feedscope-channel-${id}-gains.csv`)),
    meta: { notice },
  });
}
