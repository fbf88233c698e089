"use client";
// Stop or resume, refresh and delete for one feed or channel: the feeds table's rows (icons), the feed detail
// (outlined) and the channel cards (plain). One mutation per place; the message bar reports through its notice.
import { Pause, Play, RefreshCw, Trash2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { cn } from "@/lib/cn";
import { BatchError } from "@/lib/queries/batch";
import type { MutationNotice } from "@/lib/queries/notice";
import { type TrackingActionInput, type TrackingKind, useTrackingAction } from "@/lib/queries/tracking";
import { ConfirmButton } from "./confirm-button";
import { nextManualRefreshAt } from "./refresh-throttle";
import { STOPPED } from "./status";

/** The message bar's words for an action: how many changed, or what failed. */
export function useTrackingNotice(): MutationNotice<void, TrackingActionInput> {
  const t = useTranslations();
  const format = useFormatter();
  return {
    success: (_data, { action, ids }) => t(`tracking.actions.done.${action}`, { count: ids.length }),
    error: (error, describe) => {
      if (error instanceof BatchError && error.total > 1) {
        return t("tracking.actions.partial", { failed: error.failed, total: error.total });
      }
      const single = error instanceof BatchError ? error.lastError : error;
      const again = nextManualRefreshAt(single);
      if (again) return t("tracking.actions.refreshAgainAt", { time: format.dateTime(again, { timeStyle: "short" }) });
      return describe(single);
    },
  };
}

const LOOKS = {
  icon: {
    variant: "ghost",
    size: "icon",
    icon: "h-4 w-4",
    danger: "text-destructive hover:bg-destructive-soft",
    gap: "gap-0.5",
  },
  outline: { variant: "outline", size: "sm", icon: "h-3.5 w-3.5", danger: "text-destructive", gap: "gap-2" },
  ghost: { variant: "ghost", size: "sm", icon: "h-3.5 w-3.5", danger: "text-destructive", gap: "gap-1" },
} as const;

export function TrackingActions({
  kind,
  item,
  look,
  onDeleted,
}: {
  kind: TrackingKind;
  item: { id: number; status: number };
  /** icon: labels as tooltips only (table rows); outline and ghost: labelled buttons. */
  look: keyof typeof LOOKS;
  onDeleted?: () => void;
}) {
  const t = useTranslations();
  const action = useTrackingAction(kind, useTrackingNotice());
  // Analysts see the actions disabled, with the reason as tooltip (issue 14 item 3).
  const lock = useRoleLock(Action.ManageTracking);
  const disabled = action.isPending || lock.locked;
  const style = LOOKS[look];
  const stopped = item.status === STOPPED;
  const labelled = look !== "icon";
  const run = (name: TrackingActionInput["action"]) =>
    action.mutate({ action: name, ids: [item.id] }, name === "delete" ? { onSuccess: onDeleted } : undefined);
  const refreshing = action.isPending && action.variables?.action === "refresh";
  const toggleLabel = stopped ? t("tracking.actions.resume") : t("tracking.actions.stop");
  const ToggleIcon = stopped ? Play : Pause;

  // One wrapper for the three: a locked row is one tab stop with one explanation, not three.
  return (
    <RoleLocked lock={lock} className={cn("flex-wrap items-center", style.gap)}>
      <Button
        type="button"
        variant={style.variant}
        size={style.size}
        aria-label={labelled ? undefined : toggleLabel}
        title={labelled ? undefined : toggleLabel}
        disabled={disabled}
        onClick={() => run(stopped ? "resume" : "stop")}
      >
        <ToggleIcon aria-hidden className={style.icon} />
        {labelled ? toggleLabel : null}
      </Button>
      <Button
        type="button"
        variant={style.variant}
        size={style.size}
        aria-label={labelled ? undefined : t("tracking.actions.refresh")}
        title={labelled ? undefined : t("tracking.actions.refresh")}
        disabled={disabled}
        onClick={() => run("refresh")}
      >
        <RefreshCw aria-hidden className={cn(style.icon, refreshing && "animate-spin")} />
        {labelled ? t("tracking.actions.refresh") : null}
      </Button>
      <ConfirmButton
        title={kind === "feed" ? t("tracking.feeds.deleteTitle", { count: 1 }) : t("tracking.channels.deleteTitle")}
        text={kind === "feed" ? t("tracking.feeds.deleteText", { count: 1 }) : t("tracking.channels.deleteText")}
        confirmLabel={t("tracking.actions.delete")}
        onConfirm={() => run("delete")}
        variant={style.variant}
        size={style.size}
        ariaLabel={labelled ? undefined : t("tracking.actions.delete")}
        triggerClassName={style.danger}
        disabled={disabled}
      >
        <Trash2 aria-hidden className={style.icon} />
        {labelled ? t("tracking.actions.delete") : null}
      </ConfirmButton>
    </RoleLocked>
  );
}
