"use client";
// The group's Test: sends a sample alert to every destination now (POST /v1/alert/group/{id}/test, answered with
// AlertGroupTestAnswer) and shows each destination's outcome, the receiver's HTTP status and why it failed.
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AlertGroup } from "@/domain/contracts/alerts";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useTestAlertGroup } from "@/lib/queries/alerts";
import { CHANNEL_TYPE_ICONS, destinationHint } from "./destination-badge";
import { channelTypeKeyOf } from "./use-alert-words";

const OUTCOME_VARIANT = { delivered: "success", failed: "destructive", skipped: "warning" } as const;

export function GroupTestDialog({ group, onClose }: { group: AlertGroup | null; onClose: () => void }) {
  const t = useTranslations();
  const describe = useErrorMessage();
  const test = useTestAlertGroup();
  const groupId = group?.id ?? null;

  // Opening the dialog for a group sends its test once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one send per opening, not per render
  useEffect(() => {
    if (groupId === null) return;
    test.reset();
    test.mutate(groupId);
  }, [groupId]);

  return (
    <Modal
      open={group !== null}
      onOpenChange={(next) => (next || test.isPending ? undefined : onClose())}
      title={t("dashboardAlerts.groups.test.title", { name: group?.name ?? "" })}
      testId="group-test-dialog"
    >
      <div className="space-y-3 px-5 pt-4 pb-2" aria-live="polite">
        {test.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="h-4 w-4" />
            {t("dashboardAlerts.groups.test.sending")}
          </p>
        ) : null}
        {test.isError ? (
          <Alert tone="danger" role="alert">
            {t("dashboardAlerts.groups.test.error")} {describe(test.error)}
          </Alert>
        ) : null}
        {test.data ? (
          <ul className="divide-y divide-border" data-testid="group-test-results">
            {test.data.list.map((result) => {
              const destination = group?.destinations.find((one) => one.id === result.destination_id);
              const key = channelTypeKeyOf(result.type);
              const Icon = CHANNEL_TYPE_ICONS[key];
              return (
                <li
                  key={result.destination_id}
                  className="flex flex-wrap items-center gap-2 py-2 text-sm"
                  data-testid={`test-result-${result.destination_id}`}
                  data-outcome={result.outcome}
                >
                  <Icon aria-hidden className="h-4 w-4 text-muted-foreground" />
                  <span className="font-medium text-foreground">{t(`dashboardAlerts.channelType.${key}`)}</span>
                  {destination ? (
                    <span className="min-w-0 flex-1 truncate text-muted-foreground" dir="ltr">
                      {destinationHint(destination)}
                    </span>
                  ) : (
                    <span className="flex-1" />
                  )}
                  <Badge variant={OUTCOME_VARIANT[result.outcome]}>
                    {t(`dashboardAlerts.groups.test.${result.outcome}`)}
                  </Badge>
                  {result.response_code !== null ? (
                    <span className="text-xs text-muted-foreground">
                      {t("dashboardAlerts.groups.test.code", { code: result.response_code })}
                    </span>
                  ) : null}
                  {result.error ? <p className="w-full text-xs text-destructive">{result.error}</p> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <ModalFooter>
        <Button type="button" variant="outline" disabled={test.isPending} onClick={onClose}>
          {t("dashboardAlerts.common.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
