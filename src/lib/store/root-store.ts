"use client";
// Client state of spec section 3: user_info, token, lang and share_tokens persist in localStorage under "root";
// the message box does not.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { clearTokenCookie, writeTokenCookie } from "./token-cookie";
import type { MessageBox, TeamInfo, UserInfo } from "./types";

export interface AccountPayload {
  token?: string;
  user_info?: UserInfo;
}

interface RootState {
  user_info: UserInfo | null;
  token: string;
  lang: string;
  share_tokens: Record<string, string>;
  messageBox: MessageBox | null;
  /** No payload signs out; a payload stores the token (and its cookie) and replaces user_info when given. */
  setAccount: (payload?: AccountPayload | null) => void;
  mergeTeamInfo: (team: TeamInfo) => void;
  setLang: (lang: string) => void;
  /** Merges the map; a null value removes its key. */
  setShareTokens: (tokens: Record<string, string | null>) => void;
  setMessageBox: (message: MessageBox) => void;
  clearMessageBox: () => void;
}

export const useRootStore = create<RootState>()(
  persist(
    (set, get) => ({
      user_info: null,
      token: "",
      lang: "en",
      share_tokens: {},
      messageBox: null,
      setAccount: (payload) => {
        if (!payload || (!payload.token && !payload.user_info)) {
          clearTokenCookie();
          set({ user_info: null, token: "" });
          return;
        }
        if (payload.token) writeTokenCookie(payload.token);
        set({
          token: payload.token ?? get().token,
          user_info: payload.user_info ?? get().user_info,
        });
      },
      mergeTeamInfo: (team) => {
        const user = get().user_info;
        if (user) set({ user_info: { ...user, team_info: { ...user.team_info, ...team } } });
      },
      setLang: (lang) => set({ lang }),
      setShareTokens: (tokens) => {
        const next = { ...get().share_tokens };
        for (const [key, value] of Object.entries(tokens)) {
          if (value === null) delete next[key];
          else next[key] = value;
        }
        set({ share_tokens: next });
      },
      setMessageBox: (messageBox) => set({ messageBox }),
      clearMessageBox: () => set({ messageBox: null }),
    }),
    {
      name: "root",
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        user_info: state.user_info,
        token: state.token,
        lang: state.lang,
        share_tokens: state.share_tokens,
      }),
    },
  ),
);

export const RESTORE_TIMEOUT_MS = 5000;

/** Resolves when the persisted state is restored, or after the spec's 5000 ms time-out, whichever comes first. */
export function whenRestored(): Promise<void> {
  if (useRootStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, RESTORE_TIMEOUT_MS);
    const unsubscribe = useRootStore.persist.onFinishHydration(() => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}
