"use client";
// /dashboard/alerts/rule/: the team's rules as plain-words sentences with an on/off switch each, create/edit from
// selects, and below them the events log (issue 16 item 6). A rule needs a target and a group, so without either
// the page says so instead of offering an empty form.
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirm } from "@/components/modals/events";
import { Alert } from "@/components/ui/alert";
import { DataTable } from "@/components/ui/data-table";
import { Switch } from "@/components/ui/switch";
import type { AlertRule } from "@/domain/contracts/alerts";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import {
  useAlertGroups,
  useAlertRules,
  useAlertTargets,
  useDeleteAlertRule,
  useSetAlertRuleActive,
} from "@/lib/queries/alerts";
import { AlertsFrame, useTeamPlan } from "./alerts-frame";
import { EventsLog } from "./events-log";
import { NewButton, RowActions } from "./row-actions";
import { RuleDialog } from "./rule-dialog";
import { useAlertWords } from "./use-alert-words";

export function RulesView() {
  const t = useTranslations();
  const describe = useErrorMessage();
  const words = useAlertWords();
  const plan = useTeamPlan();
  const enabled = plan.limits.alerts !== "none";
  const lock = useRoleLock(Action.ManageAlerts);
  const rules = useAlertRules(enabled);
  const targets = useAlertTargets(enabled);
  const groups = useAlertGroups(enabled);
  const remove = useDeleteAlertRule({ success: t("dashboardAlerts.rules.notices.deleted"), error: true });
  const toggle = useSetAlertRuleActive({
    success: (rule) =>
      t(rule.active ? "dashboardAlerts.rules.notices.on" : "dashboardAlerts.rules.notices.off", { name: rule.name }),
    error: true,
  });
  const [editing, setEditing] = useState<AlertRule | "new" | null>(null);

  const targetList = targets.data ?? [];
  const groupList = groups.data ?? [];
  const columns: ColumnDef<AlertRule>[] = [
    {
      id: "name",
      header: t("dashboardAlerts.rules.columns.name"),
      cell: ({ row }) => <span className="font-medium text-foreground">{row.original.name}</span>,
    },
    {
      id: "rule",
      header: t("dashboardAlerts.rules.columns.rule"),
      meta: { className: "min-w-[18rem] whitespace-normal" },
      cell: ({ row }) => {
        const rule = row.original;
        const target = targetList.find((one) => one.id === rule.target_id);
        const group = groupList.find((one) => one.id === rule.group_id);
        return (
          <div className="max-w-xl text-muted-foreground">
            <p data-testid={`rule-${rule.id}-sentence`}>
              {words.sentence(rule, words.target(target), group?.name ?? t("dashboardAlerts.unknownGroup"))}
            </p>
            <p className="text-xs">{t("dashboardAlerts.rules.cooldownNote", { hours: rule.cooldown_hours })}</p>
          </div>
        );
      },
    },
    {
      id: "active",
      header: t("dashboardAlerts.rules.columns.active"),
      cell: ({ row }) => (
        <RoleLocked lock={lock}>
          <Switch
            checked={row.original.active === 1}
            disabled={lock.locked}
            aria-label={t("dashboardAlerts.rules.activeLabel", { name: row.original.name })}
            data-testid={`rule-${row.original.id}-active`}
            onCheckedChange={(checked) => toggle.mutate({ id: row.original.id, active: checked ? 1 : 0 })}
          />
        </RoleLocked>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("dashboardAlerts.common.actions")}</span>,
      cell: ({ row }) => (
        <RowActions
          name={row.original.name}
          testId={`rule-${row.original.id}`}
          onEdit={() => setEditing(row.original)}
          onDelete={() =>
            confirm({
              title: t("dashboardAlerts.rules.confirmDelete.title", { name: row.original.name }),
              message: t("dashboardAlerts.rules.confirmDelete.message"),
              confirmText: t("dashboardAlerts.rules.confirmDelete.confirm"),
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

  const loading = rules.isPending || targets.isPending || groups.isPending;
  const failed = [rules, targets, groups].find((query) => query.isError);
  const missingParts = !loading && !failed && (targetList.length === 0 || groupList.length === 0);
  return (
    <AlertsFrame
      title={t("dashboard.nav.alertRules")}
      intro={t("dashboardAlerts.rules.intro")}
      actions={<NewButton label={t("dashboardAlerts.rules.new")} onClick={() => setEditing("new")} testId="rule-new" />}
    >
      {missingParts ? (
        <Alert tone="info" data-testid="rules-need-parts">
          {t("dashboardAlerts.rules.needsParts")}
        </Alert>
      ) : null}
      <DataTable
        columns={columns}
        data={rules.data ?? []}
        getRowId={(rule) => String(rule.id)}
        loading={loading}
        error={failed ? { message: describe(failed.error), onRetry: () => void failed.refetch() } : null}
        empty={
          <div className="space-y-1">
            <p className="font-medium text-foreground">{t("dashboardAlerts.rules.emptyTitle")}</p>
            <p>{t("dashboardAlerts.rules.emptyText")}</p>
          </div>
        }
        testId="rules-table"
      />
      {enabled ? <EventsLog rules={rules.data ?? []} /> : null}
      <RuleDialog
        rule={editing === "new" ? null : editing}
        open={editing !== null}
        targets={targetList}
        groups={groupList}
        onClose={() => setEditing(null)}
      />
    </AlertsFrame>
  );
}
