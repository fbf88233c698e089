"use client";
// Theme settings of spec section 3, persisted in localStorage under their own key ("theme"), apart from "root".
// The rules live in the pure module; this store only holds the settings and persists them.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import {
  DEFAULT_THEME,
  mergeTheme,
  sanitizeTheme,
  THEME_STORAGE_KEY,
  type ThemeSettings,
} from "@/lib/theme/theme-settings";

interface ThemeState extends ThemeSettings {
  /** Merges settings, applying the light/dark rules of spec section 4. */
  changeTheme: (patch: Partial<ThemeSettings>) => void;
  /** Restores the defaults and clears the stored theme. */
  resetTheme: () => void;
}

export function pickSettings(state: ThemeSettings): ThemeSettings {
  return sanitizeTheme(state);
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_THEME,
      changeTheme: (patch) => set(mergeTheme(pickSettings(get()), patch)),
      resetTheme: () => {
        set({ ...DEFAULT_THEME });
        // After set(), because persist writes the new state on every set; clearing last leaves nothing stored.
        useThemeStore.persist.clearStorage();
      },
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => pickSettings(state),
      // A stored theme may be stale or hand-edited: only valid values are restored.
      merge: (persisted, current) => ({ ...current, ...sanitizeTheme(persisted) }),
    },
  ),
);
