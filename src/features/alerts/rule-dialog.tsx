"use client";
// Create or edit a rule from selects, with the sentence it makes shown live below ("When views of … grow by 10,000
// in one cycle, tell …"). An outlier multiple is always compared as a total (the API refuses an increment), its
// threshold a multiple such as 10; the other metrics take a whole number. The cooldown defaults to 6 hours.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { AlertGroup, AlertRule, AlertTarget } from "@/domain/contracts/alerts";
import { AlertCalculation, Metric } from "@/domain/enums";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useSaveAlertRule } from "@/lib/queries/alerts";
import { fieldErrorsOf, hasFieldErrors } from "./field-errors";
import { cooldownHoursOf } from "./rule-body";
import { METRIC_KEYS } from "./rule-sentence";
import { useAlertWords } from "./use-alert-words";

export const DEFAULT_COOLDOWN_HOURS = 6;

interface Draft {
  name: string;
  metric: number;
  calculation: number;
  threshold: string;
  targetId: string;
  groupId: string;
  cooldown: string;
  active: boolean;
}

function draftOf(rule: AlertRule | null): Draft {
  if (!rule) {
    return {
      name: "",
      metric: Metric.Views,
      calculation: AlertCalculation.IncrementOfLastCycle,
      threshold: "10000",
      targetId: "",
      groupId: "",
      cooldown: String(DEFAULT_COOLDOWN_HOURS),
      active: true,
    };
  }
  return {
    name: rule.name,
    metric: rule.metric,
    calculation: rule.calculation,
    threshold: String(rule.threshold),
    targetId: String(rule.target_id),
    groupId: String(rule.group_id),
    cooldown: String(rule.cooldown_hours),
    active: rule.active === 1,
  };
}

export function RuleDialog({
  rule,
  open,
  targets,
  groups,
  onClose,
}: {
  rule: AlertRule | null;
  open: boolean;
  targets: AlertTarget[];
  groups: AlertGroup[];
  onClose: () => void;
}) {
  const t = useTranslations();
  const words = useAlertWords();
  const describe = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const save = useSaveAlertRule({
    success: rule ? t("dashboardAlerts.rules.notices.saved") : t("dashboardAlerts.rules.notices.created"),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for another rule
  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(rule));
    save.reset();
  }, [open, rule]);

  const errors = fieldErrorsOf(save.error);
  const outlier = draft.metric === Metric.OutlierMultiple;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const threshold = Number(draft.threshold);
  const target = targets.find((one) => String(one.id) === draft.targetId) ?? null;
  const group = groups.find((one) => String(one.id) === draft.groupId) ?? null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: rule?.id,
        body: {
          name: draft.name.trim(),
          metric: draft.metric,
          calculation: outlier ? AlertCalculation.TotalAmount : (draft.calculation as 1 | 2),
          threshold,
          target_id: Number(draft.targetId),
          group_id: Number(draft.groupId),
          cooldown_hours: cooldownHoursOf(draft.cooldown),
          active: draft.active ? 1 : 0,
        },
      },
      { onSuccess: onClose },
    );
  };

  const numberField = (id: string, field: "threshold" | "cooldown", label: string, step: string, hint?: string) => (
    <FormField id={id} label={label} error={errors[field === "cooldown" ? "cooldown_hours" : field]}>
      <Input
        id={id}
        data-testid={id}
        type="number"
        inputMode="decimal"
        min={field === "cooldown" ? 0 : step}
        max={field === "cooldown" ? 720 : undefined}
        step={step}
        value={draft[field]}
        onChange={(event) => set({ [field]: event.target.value })}
      />
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </FormField>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next || save.isPending ? undefined : onClose())}
      title={rule ? t("dashboardAlerts.rules.dialog.editTitle") : t("dashboardAlerts.rules.dialog.createTitle")}
      className="sm:max-w-xl"
      testId="rule-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="grid gap-4 px-5 pt-4 pb-2 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField id="rule-name" label={t("dashboardAlerts.rules.dialog.name")} error={errors.name}>
              <Input
                id="rule-name"
                data-testid="rule-name"
                value={draft.name}
                maxLength={64}
                placeholder={t("dashboardAlerts.rules.dialog.namePlaceholder")}
                onChange={(event) => set({ name: event.target.value })}
              />
            </FormField>
          </div>
          <FormField id="rule-metric" label={t("dashboardAlerts.rules.dialog.metric")} error={errors.metric}>
            <OptionSelect
              id="rule-metric"
              testId="rule-metric"
              value={String(draft.metric)}
              onValueChange={(value) => {
                const metric = Number(value);
                set({
                  metric,
                  ...(metric === Metric.OutlierMultiple
                    ? { calculation: AlertCalculation.TotalAmount, threshold: "10" }
                    : {}),
                });
              }}
              options={Object.entries(METRIC_KEYS).map(([value, key]) => ({
                value,
                label: t(`dashboardAlerts.metric.${key}`),
              }))}
              className="w-full"
            />
          </FormField>
          <FormField
            id="rule-calculation"
            label={t("dashboardAlerts.rules.dialog.calculation")}
            error={errors.calculation}
          >
            <OptionSelect
              id="rule-calculation"
              testId="rule-calculation"
              value={String(outlier ? AlertCalculation.TotalAmount : draft.calculation)}
              onValueChange={(value) => set({ calculation: Number(value) })}
              disabled={outlier}
              options={[
                {
                  value: String(AlertCalculation.IncrementOfLastCycle),
                  label: t("dashboardAlerts.calculation.increment"),
                },
                { value: String(AlertCalculation.TotalAmount), label: t("dashboardAlerts.calculation.total") },
              ]}
              className="w-full"
            />
          </FormField>
          {numberField(
            "rule-threshold",
            "threshold",
            outlier ? t("dashboardAlerts.rules.dialog.multiple") : t("dashboardAlerts.rules.dialog.threshold"),
            outlier ? "0.1" : "1",
          )}
          <FormField id="rule-target" label={t("dashboardAlerts.rules.dialog.target")} error={errors.target_id}>
            <OptionSelect
              id="rule-target"
              testId="rule-target"
              value={draft.targetId}
              onValueChange={(targetId) => set({ targetId })}
              options={[
                { value: "", label: t("dashboardAlerts.rules.dialog.choose") },
                ...targets.map((one) => ({ value: String(one.id), label: words.target(one) })),
              ]}
              className="w-full"
            />
          </FormField>
          <FormField id="rule-group" label={t("dashboardAlerts.rules.dialog.group")} error={errors.group_id}>
            <OptionSelect
              id="rule-group"
              testId="rule-group"
              value={draft.groupId}
              onValueChange={(groupId) => set({ groupId })}
              options={[
                { value: "", label: t("dashboardAlerts.rules.dialog.choose") },
                ...groups.map((one) => ({ value: String(one.id), label: one.name })),
              ]}
              className="w-full"
            />
          </FormField>
          {numberField(
            "rule-cooldown",
            "cooldown",
            t("dashboardAlerts.rules.dialog.cooldown"),
            "1",
            t("dashboardAlerts.rules.dialog.cooldownHint"),
          )}
          <div className="flex items-center gap-3 sm:col-span-2">
            <Switch
              id="rule-active"
              checked={draft.active}
              onCheckedChange={(active) => set({ active })}
              data-testid="rule-active"
            />
            <Label htmlFor="rule-active">{t("dashboardAlerts.rules.dialog.active")}</Label>
          </div>
          <div className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground sm:col-span-2">
            <p className="mb-1 text-xs font-medium uppercase tracking-wide">
              {t("dashboardAlerts.rules.dialog.preview")}
            </p>
            <p data-testid="rule-preview" aria-live="polite">
              {words.sentence(
                {
                  metric: draft.metric,
                  calculation: draft.calculation,
                  threshold: Number.isFinite(threshold) ? threshold : 0,
                },
                target ? words.target(target) : t("dashboardAlerts.target.notChosen"),
                group ? group.name : t("dashboardAlerts.groupNotChosen"),
              )}
            </p>
          </div>
          {save.isError && !hasFieldErrors(errors) ? (
            <div className="sm:col-span-2">
              <Alert tone="danger" role="alert" data-testid="rule-error">
                {describe(save.error)}
              </Alert>
            </div>
          ) : null}
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={save.isPending} onClick={onClose}>
            {t("dashboardAlerts.common.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending || !draft.targetId || !draft.groupId} data-testid="rule-save">
            {save.isPending ? t("dashboardAlerts.common.saving") : t("dashboardAlerts.common.save")}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
