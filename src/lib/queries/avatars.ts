"use client";
// Avatar changes (issue 14 item 6): upload = start an upload (POST /v1/account/upload/token) and PUT the file to
// it; remove = PUT /v1/user or /v1/team with an empty avatar. Each answer goes into the stored user_info, so the
// header's and sidebar's avatars change at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UploadTarget, UploadToken } from "@/domain/contracts/upload";
import { api } from "../api/client";
import { useRootStore } from "../store/root-store";
import type { TeamInfo, UserInfo } from "../store/types";
import { userKeys } from "./keys";
import type { MutationNotice } from "./notice";

export function useUploadAvatar(target: UploadTarget, notice?: MutationNotice<UserInfo, File>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const upload = await api.post<UploadToken>("/account/upload/token", { target });
      return api.upload<UserInfo>(`/account/upload/${upload.token}`, file);
    },
    onSuccess: (user) => {
      useRootStore.getState().setAccount({ user_info: user });
      queryClient.setQueryData(userKeys.me(), user);
      // Lists that show avatars (the team's members) read them again.
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    meta: { notice },
  });
}

export function useRemoveAvatar(target: UploadTarget, notice?: MutationNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (target === "team") {
        useRootStore.getState().mergeTeamInfo(await api.put<TeamInfo>("/team", { avatar: "" }));
      } else {
        const user = await api.put<UserInfo>("/user", { avatar: "" });
        useRootStore.getState().setAccount({ user_info: user });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { notice },
  });
}
