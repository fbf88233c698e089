"use client";
// /dashboard/alerts/target/: what rules can watch (issue 16 item 6). A target in use cannot be deleted: the server
// answers 409 naming the rules, and that sentence goes to the message bar while the confirm stays open.
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirm } from "@/components/modals/events";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import type { AlertTarget } from "@/domain/contracts/alerts";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useAlertTargets, useDeleteAlertTarget } from "@/lib/queries/alerts";
import { AlertsFrame, useTeamPlan } from "./alerts-frame";
import { NewButton, RowActions } from "./row-actions";
import { TargetDialog } from "./target-dialog";

export function TargetsView() {
  const t = useTranslations();
  const describe = useErrorMessage();
  const plan = useTeamPlan();
  const targets = useAlertTargets(plan.limits.alerts !== "none");
  const remove = useDeleteAlertTarget({ success: t("dashboardAlerts.targets.notices.deleted"), error: true });
  const [editing, setEditing] = useState<AlertTarget | "new" | null>(null);

  const whatOf = (target: AlertTarget) =>
    target.kind === "all"
      ? t("dashboardAlerts.targets.everything")
      : (target.label ?? t("dashboardAlerts.target.untitled"));

  const columns: ColumnDef<AlertTarget>[] = [
    {
      id: "what",
      header: t("dashboardAlerts.targets.columns.what"),
      cell: ({ row }) => (
        <span className="flex max-w-[16rem] items-center gap-2 sm:max-w-md">
          <span className="truncate font-medium text-foreground">{whatOf(row.original)}</span>
          {row.original.missing ? <Badge variant="destructive">{t("dashboardAlerts.targets.deleted")}</Badge> : null}
        </span>
      ),
    },
    {
      id: "kind",
      header: t("dashboardAlerts.targets.columns.kind"),
      cell: ({ row }) => t(`dashboardAlerts.kind.${row.original.kind}`),
    },
    {
      id: "platform",
      header: t("dashboardAlerts.targets.columns.platform"),
      cell: ({ row }) =>
        row.original.platform
          ? t(`dashboardAlerts.platform.${row.original.platform}`)
          : t("dashboardAlerts.common.anyPlatform"),
    },
    {
      id: "rules",
      header: t("dashboardAlerts.targets.columns.rules"),
      meta: { align: "end" },
      cell: ({ row }) => t("dashboardAlerts.targets.ruleCount", { count: row.original.rule_count }),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("dashboardAlerts.common.actions")}</span>,
      cell: ({ row }) => (
        <RowActions
          name={whatOf(row.original)}
          testId={`target-${row.original.id}`}
          onEdit={() => setEditing(row.original)}
          onDelete={() =>
            confirm({
              title: t("dashboardAlerts.targets.confirmDelete.title"),
              message: t("dashboardAlerts.targets.confirmDelete.message"),
              confirmText: t("dashboardAlerts.targets.confirmDelete.confirm"),
              cancelText: t("dashboardAlerts.common.cancel"),
              color: "danger",
              onSubmit: async () => {
                await remove.mutateAsync(row.original.id);
              },
            })
          }
        />
      ),
    },
  ];

  return (
    <AlertsFrame
      title={t("dashboard.nav.alertTargets")}
      intro={t("dashboardAlerts.targets.intro")}
      actions={
        <NewButton label={t("dashboardAlerts.targets.new")} onClick={() => setEditing("new")} testId="target-new" />
      }
    >
      <DataTable
        columns={columns}
        data={targets.data ?? []}
        getRowId={(target) => String(target.id)}
        loading={targets.isPending}
        error={targets.isError ? { message: describe(targets.error), onRetry: () => void targets.refetch() } : null}
        empty={
          <div className="space-y-1">
            <p className="font-medium text-foreground">{t("dashboardAlerts.targets.emptyTitle")}</p>
            <p>{t("dashboardAlerts.targets.emptyText")}</p>
          </div>
        }
        testId="targets-table"
      />
      <TargetDialog
        target={editing === "new" ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </AlertsFrame>
  );
}
