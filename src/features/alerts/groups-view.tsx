"use client";
// /dashboard/alerts/group/: where alerts go (issue 16 item 6). Each group's destinations as badges, a Test that
// sends a sample alert now, create/edit with one row per destination, and a webhook's secret shown once. Webhook
// destinations need Max: below it the type is offered disabled with a "Max" badge.
import type { ColumnDef } from "@tanstack/react-table";
import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirm } from "@/components/modals/events";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import type { AlertGroup } from "@/domain/contracts/alerts";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useAlertGroups, useDeleteAlertGroup } from "@/lib/queries/alerts";
import { AlertsFrame, useTeamPlan } from "./alerts-frame";
import { DestinationBadge } from "./destination-badge";
import { GroupDialog } from "./group-dialog";
import { GroupTestDialog } from "./group-test-dialog";
import { NewButton, RowActions } from "./row-actions";
import { SecretDialog } from "./secret-dialog";

export function GroupsView() {
  const t = useTranslations();
  const describe = useErrorMessage();
  const plan = useTeamPlan();
  const lock = useRoleLock(Action.ManageAlerts);
  const groups = useAlertGroups(plan.limits.alerts !== "none");
  const remove = useDeleteAlertGroup({ success: t("dashboardAlerts.groups.notices.deleted"), error: true });
  const [editing, setEditing] = useState<AlertGroup | "new" | null>(null);
  const [testing, setTesting] = useState<AlertGroup | null>(null);
  const [secrets, setSecrets] = useState<AlertGroup | null>(null);

  const columns: ColumnDef<AlertGroup>[] = [
    {
      id: "name",
      header: t("dashboardAlerts.groups.columns.name"),
      cell: ({ row }) => <span className="font-medium text-foreground">{row.original.name}</span>,
    },
    {
      id: "destinations",
      header: t("dashboardAlerts.groups.columns.destinations"),
      cell: ({ row }) => (
        <div className="flex max-w-[28rem] flex-wrap gap-1.5">
          {row.original.destinations.map((destination) => (
            <DestinationBadge key={destination.id} destination={destination} />
          ))}
        </div>
      ),
    },
    {
      id: "rules",
      header: t("dashboardAlerts.groups.columns.rules"),
      meta: { align: "end" },
      cell: ({ row }) => t("dashboardAlerts.targets.ruleCount", { count: row.original.rule_count }),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("dashboardAlerts.common.actions")}</span>,
      cell: ({ row }) => (
        <RowActions
          name={row.original.name}
          testId={`group-${row.original.id}`}
          onEdit={() => setEditing(row.original)}
          onDelete={() =>
            confirm({
              title: t("dashboardAlerts.groups.confirmDelete.title", { name: row.original.name }),
              message: t("dashboardAlerts.groups.confirmDelete.message"),
              confirmText: t("dashboardAlerts.groups.confirmDelete.confirm"),
              cancelText: t("dashboardAlerts.common.cancel"),
              color: "danger",
              onSubmit: async () => {
                await remove.mutateAsync(row.original.id);
              },
            })
          }
        >
          <RoleLocked lock={lock}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={lock.locked}
              onClick={() => setTesting(row.original)}
              aria-label={t("dashboardAlerts.groups.test.label", { name: row.original.name })}
              data-testid={`group-${row.original.id}-test`}
            >
              <FlaskConical aria-hidden className="h-3.5 w-3.5" />
              {t("dashboardAlerts.groups.test.button")}
            </Button>
          </RoleLocked>
        </RowActions>
      ),
    },
  ];

  return (
    <AlertsFrame
      title={t("dashboard.nav.alertGroups")}
      intro={t("dashboardAlerts.groups.intro")}
      actions={
        <NewButton label={t("dashboardAlerts.groups.new")} onClick={() => setEditing("new")} testId="group-new" />
      }
    >
      <DataTable
        columns={columns}
        data={groups.data ?? []}
        getRowId={(group) => String(group.id)}
        loading={groups.isPending}
        error={groups.isError ? { message: describe(groups.error), onRetry: () => void groups.refetch() } : null}
        empty={
          <div className="space-y-1">
            <p className="font-medium text-foreground">{t("dashboardAlerts.groups.emptyTitle")}</p>
            <p>{t("dashboardAlerts.groups.emptyText")}</p>
          </div>
        }
        testId="groups-table"
      />
      <GroupDialog
        group={editing === "new" ? null : editing}
        open={editing !== null}
        webhookAllowed={plan.limits.alerts === "webhook"}
        onClose={() => setEditing(null)}
        onSecrets={setSecrets}
      />
      <GroupTestDialog group={testing} onClose={() => setTesting(null)} />
      <SecretDialog group={secrets} onClose={() => setSecrets(null)} />
    </AlertsFrame>
  );
}
