"use client";
// The public pages' theme sync: no store and no presets, only the boot script again when another tab changes the
// stored theme. The script only adds, so the root is reset to the defaults first (light, no tint variables); the
// dashboard keeps the reactive ThemeSync, which also follows its own theme panel.
import { useEffect } from "react";

export const THEME_BOOT_SCRIPT_ID = "theme-boot";
const THEME_KEY = "theme";
const THEME_VARS = ["--primary-rgb", "--color-night", "--color-night-surface", "--menu-image"];

export function ThemeBootSync() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY && event.key !== null) return;
      const boot = document.getElementById(THEME_BOOT_SCRIPT_ID);
      if (!boot?.textContent) return;
      const root = document.documentElement;
      root.classList.remove("dark");
      for (const name of THEME_VARS) root.style.removeProperty(name);
      // An inserted inline script runs at once; it reads the new value from localStorage like at first paint.
      const rerun = document.createElement("script");
      rerun.text = boot.textContent;
      // Under a nonce policy an inserted inline script needs the nonce too (the property keeps it; the attribute
      // is blanked once parsed); on the public pages it is empty.
      rerun.nonce = boot.nonce;
      document.body.appendChild(rerun);
      rerun.remove();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return null;
}
