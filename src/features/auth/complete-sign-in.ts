"use client";
import { useRootStore } from "@/lib/store/root-store";
import type { UserInfo } from "@/lib/store/types";
import { PENDING_TRACK_KEY } from "../analyze/use-track";
import { readChosenPlan, rememberChosenPlan, rememberedChosenPlan, subscriptionsHref } from "../billing/chosen-plan";

/**
 * Stores the account and opens the dashboard (a full navigation: the dashboard has its own root layout); a visitor
 * who was about to track an account lands in Explore, where that account opens; one who chose a paid plan on the
 * pricing cards (`?plan=pro&period=yearly`) lands on the subscriptions page, which offers its checkout.
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
  const chosen = readChosenPlan(new URLSearchParams(window.location.search)) ?? rememberedChosenPlan();
  // Kept for the verification link too (checkout needs a verified email), until the subscriptions page offers it.
  if (chosen) rememberChosenPlan(chosen);
  window.location.assign(pending ? "/dashboard/analyze/" : chosen ? subscriptionsHref(chosen) : "/dashboard/");
}
