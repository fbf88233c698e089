"use client";
// Removes the team's demo workspace through the confirm modal; renders nothing when there is none to remove or the
// caller may not (Analysts). The overview shows it while the demo is loaded.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { MessageType } from "@/domain/enums";
import { api } from "@/lib/api/client";
import { confirm } from "../../components/modals/events";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { useNotify } from "../settings/use-notify";
import { refetchAfterDemoChange, useDemoWorkspace } from "./api";

export function RemoveDemoWorkspaceButton({ className, onRemoved }: { className?: string; onRemoved?: () => void }) {
  const t = useTranslations();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, canManage } = useDemoWorkspace();

  if (!canManage || !state?.loaded) return null;

  const open = () =>
    confirm({
      title: t("demo.remove.title"),
      message: t("demo.remove.message"),
      confirmText: t("demo.remove.confirm"),
      cancelText: t("demo.remove.cancel"),
      color: "danger",
      onSubmit: async () => {
        try {
          await api.delete("/team/demo-workspace");
        } catch (failure) {
          notify(errorMessage(failure), MessageType.Danger);
          // Rethrown so the confirm modal stays open for a retry.
          throw failure;
        }
        await refetchAfterDemoChange(queryClient);
        notify(t("demo.remove.done"));
        onRemoved?.();
      },
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
