"use client";
import { useRootStore } from "@/lib/store/root-store";
import type { UserInfo } from "@/lib/store/types";
import { PENDING_TRACK_KEY } from "../analyze/use-track";

/**
 * Stores the account and opens the dashboard (a full navigation: the dashboard has its own root layout); a visitor
 * who was about to track an account lands in Explore, where that account opens.
 */
export function completeSignIn(answer: UserInfo & { token: string }) {
  const { token, ...userInfo } = answer;
  useRootStore.getState().setAccount({ token, user_info: userInfo });
  let pending = false;
  try {
    pending = sessionStorage.getItem(PENDING_TRACK_KEY) !== null;
  } catch {
    pending = false;
  }
  window.location.assign(pending ? "/dashboard/analyze/" : "/dashboard/");
}
