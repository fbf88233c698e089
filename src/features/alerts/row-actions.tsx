"use client";
// Edit and Delete of one row of an alert table, as labelled icon buttons (reachable by keyboard, and on phones at
// the end of the sideways-scrolling row); disabled with the role's explanation for members who only read.
import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";

export function RowActions({
  name,
  onEdit,
  onDelete,
  testId,
  children,
}: {
  /** The row's name, for the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
  /** Further actions before Edit (a group's Test). */
  children?: ReactNode;
}) {
  const t = useTranslations();
  const lock = useRoleLock(Action.ManageAlerts);
  return (
    <fieldset
      className="flex items-center justify-end gap-1 border-0 p-0"
      aria-label={t("dashboardAlerts.common.rowActions", { name })}
    >
      {children}
      <RoleLocked lock={lock}>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={lock.locked}
          onClick={onEdit}
          aria-label={t("dashboardAlerts.common.editNamed", { name })}
          data-testid={`${testId}-edit`}
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Button>
      </RoleLocked>
      <RoleLocked lock={lock}>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={lock.locked}
          onClick={onDelete}
          aria-label={t("dashboardAlerts.common.deleteNamed", { name })}
          data-testid={`${testId}-delete`}
          className="text-destructive"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </RoleLocked>
    </fieldset>
  );
}

/** The page's "New …" button, locked for members who only read. */
export function NewButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  const lock = useRoleLock(Action.ManageAlerts);
  return (
    <RoleLocked lock={lock}>
      <Button type="button" onClick={onClick} disabled={lock.locked} data-testid={testId}>
        {label}
      </Button>
    </RoleLocked>
  );
}
