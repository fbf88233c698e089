"use client";
import { useTranslations } from "next-intl";
// Pieces shared by the feed and channel views: status badges, freshness, growth, the confirmation dialog and the
// platform choices.
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import { PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import { cn } from "@/lib/cn";
import { UnknownValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import type { FetchInfo } from "./types";

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

/** When the numbers were read, and the platform's complaint when the last read failed. */
export function Freshness({
  lastUpdated,
  fetch,
  format,
}: {
  lastUpdated: string | null;
  fetch: FetchInfo;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  return (
    <div className="min-w-0">
      {lastUpdated ? (
        <span title={format.dateTime(lastUpdated)} className="whitespace-nowrap">
          {format.relative(lastUpdated)}
        </span>
      ) : (
        <span className="text-slate-400 dark:text-slate-500">{t("tracking.common.never")}</span>
      )}
      {fetch.state !== "ok" ? (
        <p className="max-w-56 truncate text-xs text-red-600 dark:text-red-400" title={fetch.error ?? undefined}>
          {t(`tracking.fetch.${fetch.state}`)}
          {fetch.error ? `: ${fetch.error}` : null}
        </p>
      ) : null}
    </div>
  );
}

/** A change in views: +1.2K in green, −30 in red, unknown as the marker. */
export function Change({ value, format }: { value: number | null; format: AnalyzeFormat }) {
  if (value === null) return <UnknownValue />;
  const tone =
    value > 0
      ? "text-emerald-700 dark:text-emerald-300"
      : value < 0
        ? "text-red-600 dark:text-red-400"
        : "text-slate-500 dark:text-slate-400";
  return (
    <span className={cn("tabular-nums", tone)} title={format.full(value)}>
      {value > 0 ? "+" : value < 0 ? "−" : ""}
      {format.compact(Math.abs(value))}
    </span>
  );
}

/** A button that asks before it acts (deleting). */
export function ConfirmButton({
  title,
  text,
  confirmLabel,
  onConfirm,
  children,
  triggerClassName,
  variant = "ghost",
  size = "sm",
  ariaLabel,
  disabled,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  children: React.ReactNode;
  triggerClassName?: string;
  variant?: "ghost" | "outline" | "danger";
  size?: "sm" | "icon" | "default";
  ariaLabel?: string;
  disabled?: boolean;
}) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button
          type="button"
          variant={variant}
          size={size}
          className={triggerClassName}
          aria-label={ariaLabel}
          title={ariaLabel}
          disabled={disabled}
        >
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 dark:bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-night-surface">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {text}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                {t("tracking.common.cancel")}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export const selectClass =
  "h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 dark:border-slate-700 dark:bg-night-surface dark:text-slate-100";

/** A block shown when a list or page failed to load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100"
    >
      <span className="min-w-0 flex-1">{message}</span>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t("tracking.common.retry")}
      </Button>
    </div>
  );
}
