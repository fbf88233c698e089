"use client";
// Number, date and duration formatting of the analysis views, in the page's locale (next-intl's formatter).
import { useFormatter } from "next-intl";
import { useState } from "react";

/** 65 → "1:05", 3725 → "1:02:05": the way the platforms show video lengths, the same in every language. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * A moment for "… ago": never after `now`. A row refreshed after this page's "now" was taken (or read by a server
 * whose clock runs ahead) would otherwise say "in 2 minutes" (issue 20 item 7).
 */
export function notInFuture(iso: string, now: Date): Date {
  const date = new Date(iso);
  return date.getTime() > now.getTime() ? now : date;
}

export function useAnalyzeFormat() {
  const format = useFormatter();
  // One "now" per mount keeps relative dates stable between renders.
  const [now] = useState(() => new Date());
  return {
    /**
     * 12.3K, 4.5M: for cards and table cells. Rounded first: some locales (de, ru…) have no compact form below a
     * million, and an average of 77,333.5 views should still read as a whole count there.
     */
    compact: (value: number) => format.number(Math.round(value), { notation: "compact", maximumFractionDigits: 1 }),
    /** 12,345: for tooltips and screen readers. */
    full: (value: number) => format.number(Math.round(value)),
    /** 12.3×, 140×: multiples of the median. */
    multiple: (value: number) =>
      `${format.number(value, { maximumFractionDigits: value >= 100 ? 0 : value >= 10 ? 1 : 2 })}×`,
    percent: (fraction: number) => format.number(fraction, { style: "percent", maximumFractionDigits: 0 }),
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" }),
    dateTime: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }),
    relative: (iso: string) => format.relativeTime(notInFuture(iso, now), now),
    duration: formatDuration,
  };
}

export type AnalyzeFormat = ReturnType<typeof useAnalyzeFormat>;
