"use client";
// Keeps <html> in step with the theme store after the boot script's first paint, and follows changes made in
// other tabs (the storage event) so two open dashboards never disagree.
import { useEffect } from "react";
import { useThemeStore } from "@/lib/store/theme-store";
import { sanitizeTheme, THEME_STORAGE_KEY } from "../../lib/theme/theme-settings";
import { applyTheme } from "./apply-theme";

export function ThemeSync() {
  useEffect(() => {
    const root = document.documentElement;
    applyTheme(root, sanitizeTheme(useThemeStore.getState()));
    const unsubscribe = useThemeStore.subscribe((state) => applyTheme(root, sanitizeTheme(state)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) void useThemeStore.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return null;
}
