"use client";
// Controls the caller's role may not use stay where people look for them, disabled, with a tooltip that says why
// (issue 14 item 3). A disabled button takes no focus and fires no pointer events, so the tooltip hangs on a
// focusable wrapper instead (Radix's advice for disabled triggers): keyboard users tab to it and hear the reason,
// which is also the wrapper's description for screen readers.
import { useTranslations } from "next-intl";
import { type ReactNode, useId } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { Action, type ActionValue, Role } from "@/domain/roles";
import { usePermission } from "@/lib/auth/use-can";
import { cn } from "@/lib/cn";

export interface RoleLock {
  /** True when the caller's role may not do the action: render the control disabled. */
  locked: boolean;
  /** Why, in the person's language; empty when not locked. */
  reason: string;
}

/** Whether `action` is locked for the caller's role, and the sentence that explains it. */
export function useRoleLock(action: ActionValue): RoleLock {
  const t = useTranslations();
  const { allowed, requiredRole } = usePermission(action);
  if (allowed) return { locked: false, reason: "" };
  const reasons: Partial<Record<ActionValue, string>> = {
    [Action.ManageTracking]: t("roles.locked.tracking"),
    [Action.ManageCollections]: t("roles.locked.collections"),
    [Action.ManageTeamSettings]: t("roles.locked.teamSettings"),
  };
  const fallback = requiredRole === Role.Owner ? t("roles.locked.ownerOnly") : t("roles.locked.adminOnly");
  return { locked: true, reason: reasons[action] ?? fallback };
}

/**
 * Wraps a control that `lock` disables: unlocked, the control is rendered as it is; locked, inside a focusable
 * span with the reason as tooltip and description (`data-role-locked` marks it for tests and styles).
 */
export function RoleLocked({ lock, children, className }: { lock: RoleLock; children: ReactNode; className?: string }) {
  const id = useId();
  if (!lock.locked) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the disabled control inside cannot take focus; this wrapper carries its explanation to keyboard and screen reader users
          tabIndex={0}
          aria-describedby={id}
          data-role-locked=""
          className={cn(
            "inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            className,
          )}
        >
          {children}
          <span id={id} className="sr-only">
            {lock.reason}
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{lock.reason}</TooltipContent>
    </Tooltip>
  );
}
