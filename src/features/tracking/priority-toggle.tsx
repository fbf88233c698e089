"use client";
// The star that marks a feed or channel as priority (issue 18 item 3): Max teams mark up to 100 feeds and channels,
// refreshed every hour. Below Max the API answers 90001 and the plan-limit modal names Max; the toggle stays
// visible so the feature can be found. Analysts see it disabled with the role lock's reason.
import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { OptionSelect } from "@/components/ui/select";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { ApiRequestError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { useSetPriority } from "@/lib/queries/priority";
import type { TrackingKind } from "@/lib/queries/tracking";
import { isPlanLimit } from "@/lib/queries/tracking";

/** set-priority.ts refuses to mark a stopped or deleted item with 40900. */
function isNotTracking(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ErrorCode.Conflict;
}

export function PriorityToggle({
  kind,
  item,
  labelled,
  className,
}: {
  kind: TrackingKind;
  item: { id: number; priority: boolean };
  /** false: the label is the tooltip only (table rows). */
  labelled: boolean;
  className?: string;
}) {
  const t = useTranslations();
  const lock = useRoleLock(Action.ManageTracking);
  const mutation = useSetPriority(kind, {
    success: (_data, { priority }) =>
      priority ? t("dashboardPriority.notice.marked") : t("dashboardPriority.notice.unmarked"),
    // 90001 opens the plan-limit modal (src/lib/api/client.ts), which says why; 40900: the item is not being tracked.
    error: (error, describe) =>
      isPlanLimit(error) ? null : isNotTracking(error) ? t("dashboardPriority.notTracking") : describe(error),
  });
  const marked = mutation.isPending ? (mutation.variables?.priority ?? item.priority) : item.priority;
  const label = marked ? t("dashboardPriority.unmark") : t("dashboardPriority.mark");
  return (
    <RoleLocked lock={lock} className={cn("items-center", className)}>
      <Button
        type="button"
        variant={labelled ? "outline" : "ghost"}
        size={labelled ? "sm" : "icon"}
        aria-label={labelled ? undefined : label}
        aria-pressed={marked}
        title={labelled ? t("dashboardPriority.hint") : label}
        disabled={mutation.isPending || lock.locked}
        onClick={() => mutation.mutate({ id: item.id, priority: !marked })}
        data-testid={`priority-toggle-${item.id}`}
      >
        <Star aria-hidden className={cn(labelled ? "h-3.5 w-3.5" : "h-4 w-4", marked && "fill-primary text-primary")} />
        {labelled ? label : null}
      </Button>
    </RoleLocked>
  );
}

/** "Priority" beside a marked feed's or channel's name. */
export function PriorityBadge({ priority }: { priority: boolean }) {
  const t = useTranslations();
  if (!priority) return null;
  return (
    <Badge variant="secondary" title={t("dashboardPriority.hint")} data-testid="priority-badge">
      <Star aria-hidden className="mr-1 h-3 w-3 fill-primary text-primary" />
      {t("dashboardPriority.badge")}
    </Badge>
  );
}

/** All / priority only / not priority: the lists' filter, kept in the page's query string as `priority`. */
export function PriorityFilter({ value, onChange }: { value: string; onChange: (priority: string) => void }) {
  const t = useTranslations();
  return (
    <OptionSelect
      aria-label={t("dashboardPriority.filter.label")}
      value={value}
      onValueChange={onChange}
      options={[
        { value: "", label: t("dashboardPriority.filter.all") },
        { value: "true", label: t("dashboardPriority.filter.only") },
        { value: "false", label: t("dashboardPriority.filter.others") },
      ]}
    />
  );
}
