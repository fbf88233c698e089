"use client";
// Removes the team's demo workspace through the confirm modal; renders nothing when there is none to remove, and
// disabled with the reason for Analysts (issue 14 item 3). The overview shows it while the demo is loaded.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { useDemoWorkspace, useRemoveDemoWorkspace } from "@/lib/queries/demo";
import { confirm } from "../../components/modals/events";

export function RemoveDemoWorkspaceButton({ className, onRemoved }: { className?: string; onRemoved?: () => void }) {
  const t = useTranslations();
  const { state } = useDemoWorkspace();
  const lock = useRoleLock(Action.ManageTeamSettings);
  const remove = useRemoveDemoWorkspace({ success: t("demo.remove.done"), error: true });

  if (!state?.loaded) return null;

  const open = () =>
    confirm({
      title: t("demo.remove.title"),
      message: t("demo.remove.message"),
      confirmText: t("demo.remove.confirm"),
      cancelText: t("demo.remove.cancel"),
      color: "danger",
      // A failure rejects, so the confirm modal stays open for a retry (the message bar says why).
      onSubmit: () => remove.mutateAsync().then(() => onRemoved?.()),
    });

  return (
    <RoleLocked lock={lock}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={className}
        disabled={lock.locked}
        onClick={open}
        data-testid="demo-workspace-remove"
      >
        {t("demo.remove.button")}
      </Button>
    </RoleLocked>
  );
}
