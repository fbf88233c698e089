"use client";
// A compact light/dark switch for headers outside the dashboard (the Share layout's dark/light toggle): it writes
// the same theme store, so the choice carries over to the dashboard and survives a reload.
import { Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { useThemeStore } from "@/lib/store/theme-store";

export function ColorModeToggle({ className }: { className?: string }) {
  const t = useTranslations();
  const mode = useThemeStore((s) => s.class);
  const changeTheme = useThemeStore((s) => s.changeTheme);
  // The server renders without the stored theme; show the stored mode only after mount to avoid a mismatch.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && mode === "dark";
  const label = t("theme.toggle.label");
  return (
    <button
      type="button"
      onClick={() => changeTheme({ class: dark ? "light" : "dark" })}
      aria-label={label}
      aria-pressed={dark}
      title={label}
      data-testid="color-mode-toggle"
      className={cn(
        "inline-flex h-9 w-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground",
        className,
      )}
    >
      {dark ? <Sun aria-hidden className="h-5 w-5" /> : <Moon aria-hidden className="h-5 w-5" />}
    </button>
  );
}
