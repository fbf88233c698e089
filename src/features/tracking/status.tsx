"use client";
// Platform choices and the spec's feed/channel statuses with their labels and badge.
import { useTranslations } from "next-intl";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import { PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import { cn } from "@/lib/cn";

export const PLATFORMS: readonly PlatformName[] = PLATFORM_NAMES;
export const platformLabel = (platform: PlatformName | null) => (platform ? PLATFORM_LABELS[platform] : "—");

/** The spec's feed statuses; channels use the same numbers without -1. */
export const FEED_STATUSES = [-1, 0, 1, 2, 3, 4] as const;
export const CHANNEL_STATUSES = [0, 1, 2, 3, 4] as const;
export const STOPPED = 2;

const STATUS_KEYS = {
  "-1": "notFound",
  "0": "pending",
  "1": "tracking",
  "2": "stopped",
  "3": "deleted",
  "4": "removed",
} as const;

export function useStatusLabel() {
  const t = useTranslations();
  return (status: number) => {
    const key = STATUS_KEYS[String(status) as keyof typeof STATUS_KEYS];
    return key ? t(`tracking.status.${key}`) : String(status);
  };
}

const STATUS_TONES: Record<string, string> = {
  "-1": "bg-red-50 text-red-700 ring-red-200 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-500/30",
  "0": "bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-500/30",
  "1": "bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30",
  "2": "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-800",
  "3": "bg-slate-100 text-slate-500 ring-slate-200 dark:bg-slate-800 dark:text-slate-400 dark:ring-slate-800",
  "4": "bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30",
};

export function StatusBadge({ status }: { status: number }) {
  const label = useStatusLabel();
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        STATUS_TONES[String(status)] ?? STATUS_TONES["2"],
      )}
    >
      {label(status)}
    </span>
  );
}
