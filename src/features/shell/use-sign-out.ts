"use client";
import { api } from "@/lib/api/client";
import { useRootStore } from "@/lib/store/root-store";

/** Log out (spec section 7): end the session on the server, clear the account, go to /signin. */
export function useSignOut() {
  return async () => {
    try {
      await api.post("/user/logout");
    } catch {
      // The session may already be gone; signing out locally is what matters now.
    }
    useRootStore.getState().setAccount(null);
    window.location.assign("/signin/");
  };
}
