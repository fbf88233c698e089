"use client";
// Removes the team's demo workspace through the confirm modal; renders nothing when there is none to remove or the
// caller may not (Analysts). The overview shows it while the demo is loaded.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDemoWorkspace, useRemoveDemoWorkspace } from "@/lib/queries/demo";
import { confirm } from "../../components/modals/events";

export function RemoveDemoWorkspaceButton({ className, onRemoved }: { className?: string; onRemoved?: () => void }) {
  const t = useTranslations();
  const { state, canManage } = useDemoWorkspace();
  const remove = useRemoveDemoWorkspace({ success: t("demo.remove.done"), error: true });

  if (!canManage || !state?.loaded) return null;

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
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      onClick={open}
      data-testid="demo-workspace-remove"
    >
      {t("demo.remove.button")}
    </Button>
  );
}
