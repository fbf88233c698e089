"use client";
// Create an API key (issue 17 item 3): a name, the scope (read, or write with what it adds) and the expiry; then the
// key, shown this once, with a copy button and a warning. A team off Max answers 90001, which the API client turns
// into the plan-limit modal by itself, so the dialog closes.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/select";
import { API_KEY_NAME_MAX, type ApiKeyScope } from "@/domain/api-keys";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useCreateApiKey } from "@/lib/queries/api-keys";
import { CopyButton } from "../tools/copy-button";

const EXPIRY_CHOICES = ["never", "30", "90", "365"] as const;

export function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const scopeGroup = useId();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const [expiry, setExpiry] = useState<(typeof EXPIRY_CHOICES)[number]>("90");
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const create = useCreateApiKey({ success: t("apiKeys.notices.created") });
  const submitting = create.isPending;

  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) {
      setName("");
      setScope("read");
      setExpiry("90");
      setNameError(null);
      setFormError(null);
      setCreatedKey(null);
    }
    onOpenChange(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t("apiKeys.create.nameRequired"));
    if (trimmed.length > API_KEY_NAME_MAX)
      return setNameError(t("apiKeys.create.nameTooLong", { max: API_KEY_NAME_MAX }));
    setNameError(null);
    setFormError(null);
    create.mutate(
      { name: trimmed, scope, expires_in_days: expiry === "never" ? null : Number(expiry) },
      {
        onSuccess: (created) => setCreatedKey(created.key),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === ErrorCode.PlanLimitReached) close(false);
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  const scopes = [
    { value: "read" as const, label: t("apiKeys.scope.read"), hint: t("apiKeys.scope.readHint") },
    { value: "write" as const, label: t("apiKeys.scope.write"), hint: t("apiKeys.scope.writeHint") },
  ];

  if (createdKey) {
    return (
      <Modal open={open} onOpenChange={close} title={t("apiKeys.created.title")} testId="api-key-created">
        <div className="space-y-4 px-5 pt-4 pb-2">
          <Alert tone="warning" role="alert">
            {t("apiKeys.created.warning")}
          </Alert>
          <div className="flex items-center gap-2">
            <Input
              readOnly
              value={createdKey}
              aria-label={t("apiKeys.created.keyLabel")}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="api-key-value"
            />
            <CopyButton text={createdKey} label={t("apiKeys.created.copy")} />
          </div>
        </div>
        <ModalFooter>
          <Button type="button" onClick={() => close(false)} data-testid="api-key-done">
            {t("apiKeys.created.done")}
          </Button>
        </ModalFooter>
      </Modal>
    );
  }

  return (
    <Modal open={open} onOpenChange={close} title={t("apiKeys.create.title")} testId="api-key-create">
      <form onSubmit={submit} noValidate>
        <div className="space-y-4 px-5 pt-4 pb-2">
          {formError ? (
            <Alert tone="danger" role="alert">
              {formError}
            </Alert>
          ) : null}
          <FormField id="api-key-name" label={t("apiKeys.create.name")} error={nameError ?? undefined}>
            <Input
              id="api-key-name"
              value={name}
              maxLength={API_KEY_NAME_MAX + 1}
              placeholder={t("apiKeys.create.namePlaceholder")}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "api-key-name-error" : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-foreground">{t("apiKeys.create.scope")}</legend>
            {scopes.map(({ value, label, hint }) => (
              <label
                key={value}
                htmlFor={`${scopeGroup}-${value}`}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-md border px-3 py-2.5",
                  scope === value ? "border-primary bg-primary/5" : "border-input",
                )}
              >
                <input
                  id={`${scopeGroup}-${value}`}
                  type="radio"
                  name={scopeGroup}
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  aria-describedby={`${scopeGroup}-${value}-hint`}
                  className="mt-0.5 h-4 w-4 accent-primary"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-foreground">{label}</span>
                  <span id={`${scopeGroup}-${value}-hint`} className="block text-xs text-muted-foreground">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <FormField id="api-key-expiry" label={t("apiKeys.create.expiry")}>
            <OptionSelect
              id="api-key-expiry"
              value={expiry}
              onValueChange={(value) => setExpiry(value as (typeof EXPIRY_CHOICES)[number])}
              options={EXPIRY_CHOICES.map((choice) => ({
                value: choice,
                label:
                  choice === "never" ? t("apiKeys.create.never") : t("apiKeys.create.days", { days: Number(choice) }),
              }))}
              testId="api-key-expiry"
            />
          </FormField>
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={submitting} onClick={() => close(false)}>
            {t("apiKeys.create.cancel")}
          </Button>
          <Button type="submit" disabled={submitting} data-testid="api-key-submit">
            {submitting ? t("apiKeys.create.submitting") : t("apiKeys.create.submit")}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
