"use client";
// Create or edit a notification group: a name and one row per destination (destination-fields.tsx). The server's
// field errors land at their fields ("destinations.1.url" → row 2's URL); a webhook's generated signing secret,
// answered once, is handed to the caller to show.
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { GROUP_DESTINATIONS_MAX } from "@/domain/alert-destinations";
import type { AlertGroup } from "@/domain/contracts/alerts";
import { NotificationChannelType } from "@/domain/enums";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useSaveAlertGroup } from "@/lib/queries/alerts";
import { type DestinationDraft, DestinationFields } from "./destination-fields";
import { fieldErrorsOf, hasFieldErrors } from "./field-errors";
import { groupBody, savedValue } from "./group-body";

/** The error paths the form shows at a field; any other one is shown above the buttons. */
const SHOWN_AT_FIELD = /^(name|destinations|destinations\.\d+\.(type|email|url|bot_token|chat_id|secret))$/;

function rowsOf(group: AlertGroup | null, nextKey: () => string): DestinationDraft[] {
  if (!group) return [emptyRow(nextKey())];
  return group.destinations.map((saved) => ({
    key: nextKey(),
    saved,
    type: saved.type,
    email: savedValue(saved, "email"),
    url: savedValue(saved, "url"),
    bot_token: "",
    chat_id: savedValue(saved, "chat_id"),
    secret: "",
  }));
}

function emptyRow(key: string): DestinationDraft {
  return {
    key,
    saved: null,
    type: NotificationChannelType.Email,
    email: "",
    url: "",
    bot_token: "",
    chat_id: "",
    secret: "",
  };
}

export function GroupDialog({
  group,
  open,
  webhookAllowed,
  onClose,
  onSecrets,
}: {
  group: AlertGroup | null;
  open: boolean;
  webhookAllowed: boolean;
  onClose: () => void;
  /** Called with the saved group when it carries webhook secrets (shown once). */
  onSecrets: (group: AlertGroup) => void;
}) {
  const t = useTranslations();
  const describe = useErrorMessage();
  const counter = useRef(0);
  const nextKey = () => {
    counter.current += 1;
    return `row-${counter.current}`;
  };
  const [name, setName] = useState("");
  const [rows, setRows] = useState<DestinationDraft[]>([]);
  const save = useSaveAlertGroup({
    success: group ? t("dashboardAlerts.groups.notices.saved") : t("dashboardAlerts.groups.notices.created"),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for another group
  useEffect(() => {
    if (!open) return;
    setName(group?.name ?? "");
    setRows(rowsOf(group, nextKey));
    save.reset();
  }, [open, group]);

  const errors = fieldErrorsOf(save.error);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: group?.id, body: groupBody(name, rows) },
      {
        onSuccess: (saved) => {
          onClose();
          if (saved.destinations.some((destination) => destination.secret)) onSecrets(saved);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next || save.isPending ? undefined : onClose())}
      title={group ? t("dashboardAlerts.groups.dialog.editTitle") : t("dashboardAlerts.groups.dialog.createTitle")}
      className="sm:max-w-xl"
      testId="group-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="space-y-4 px-5 pt-4 pb-2">
          <FormField id="group-name" label={t("dashboardAlerts.groups.dialog.name")} error={errors.name}>
            <Input
              id="group-name"
              data-testid="group-name"
              value={name}
              maxLength={64}
              placeholder={t("dashboardAlerts.groups.dialog.namePlaceholder")}
              aria-invalid={errors.name ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-foreground">{t("dashboardAlerts.groups.dialog.destinations")}</h3>
            {errors.destinations ? (
              <p role="alert" className="text-xs text-destructive">
                {errors.destinations}
              </p>
            ) : null}
            {rows.map((row, index) => (
              <DestinationFields
                key={row.key}
                index={index}
                draft={row}
                errors={errors}
                webhookAllowed={webhookAllowed}
                canRemove={rows.length > 1}
                onChange={(next) => setRows(rows.map((other) => (other.key === row.key ? next : other)))}
                onRemove={() => setRows(rows.filter((other) => other.key !== row.key))}
              />
            ))}
            {rows.length < GROUP_DESTINATIONS_MAX ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setRows([...rows, emptyRow(nextKey())])}
                data-testid="group-add-destination"
              >
                <Plus aria-hidden className="h-4 w-4" />
                {t("dashboardAlerts.groups.dialog.add")}
              </Button>
            ) : null}
          </div>
          {save.isError &&
          (!hasFieldErrors(errors) || Object.keys(errors).some((field) => !SHOWN_AT_FIELD.test(field))) ? (
            <Alert tone="danger" role="alert" data-testid="group-error">
              {describe(save.error)}
            </Alert>
          ) : null}
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={save.isPending} onClick={onClose}>
            {t("dashboardAlerts.common.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending} data-testid="group-save">
            {save.isPending ? t("dashboardAlerts.common.saving") : t("dashboardAlerts.common.save")}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
