"use client";
import { useRootStore } from "@/lib/store/root-store";
import type { UserInfo } from "@/lib/store/types";

/** Stores the account and opens the dashboard (a full navigation: the dashboard has its own root layout). */
export function completeSignIn(answer: UserInfo & { token: string }) {
  const { token, ...userInfo } = answer;
  useRootStore.getState().setAccount({ token, user_info: userInfo });
  window.location.assign("/dashboard/");
}
