"use client";
// Platform choices and the spec's feed/channel statuses with their labels and badge.
import { useTranslations } from "next-intl";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import { PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import { statusLabelKey } from "@/domain/tracking-status";
import { cn } from "@/lib/cn";

export const PLATFORMS: readonly PlatformName[] = PLATFORM_NAMES;
export const platformLabel = (platform: PlatformName | null) => (platform ? PLATFORM_LABELS[platform] : "—");

/** The spec's feed statuses; channels use the same numbers without -1. */
export const FEED_STATUSES = [-1, 0, 1, 2, 3, 4] as const;
export const CHANNEL_STATUSES = [0, 1, 2, 3, 4] as const;
export const STOPPED = 2;

export function useStatusLabel() {
  const t = useTranslations();
  return (status: number) => {
    const key = statusLabelKey(status);
    return key ? t(`tracking.status.${key}`) : String(status);
  };
}

const STATUS_TONES: Record<string, string> = {
  "-1": "bg-destructive-soft text-destructive ring-destructive/30",
  "0": "bg-accent text-accent-foreground ring-primary/30",
  "1": "bg-success-soft text-success ring-success/30",
  "2": "bg-secondary text-secondary-foreground ring-border",
  "3": "bg-muted text-muted-foreground ring-border",
  "4": "bg-warning-soft text-warning ring-warning/30",
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
