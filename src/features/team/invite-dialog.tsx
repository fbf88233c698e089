"use client";
// The Invite dialog (issue 14 item 5): an email and a role (Analyst or Admin, each with one line on what it may
// do), the spec's email message (section 5), "Submitting..." while the request runs, and the server's refusal in
// words. A seat past the plan answers 90001: the API client opens the plan-limit modal, so this dialog closes.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorCode } from "@/domain/error-codes";
import { Role } from "@/domain/roles";
import { Email } from "@/domain/validation";
import { ApiRequestError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { useInviteMember } from "@/lib/queries/team";
import { useValidationMessage } from "../auth/use-validation-message";
import { useRoleLabel } from "../shell/use-labels";
import { useTeamErrorMessage } from "./use-team-error-message";

const InviteForm = z.object({ email: Email, role: z.enum([String(Role.Analyst), String(Role.Admin)]) });
type InviteValues = z.input<typeof InviteForm>;

export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations();
  const roleLabel = useRoleLabel();
  const validationMessage = useValidationMessage();
  const errorMessage = useTeamErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const roleGroup = useId();
  const form = useForm<InviteValues, unknown, z.output<typeof InviteForm>>({
    resolver: zodResolver(InviteForm),
    defaultValues: { email: "", role: String(Role.Analyst) },
  });
  const invite = useInviteMember({
    success: (_members, { email }) => t("teamMembers.notices.invited", { email }),
  });
  const submitting = invite.isPending;
  const emailError = validationMessage(form.formState.errors.email?.message);
  const chosen = form.watch("role");

  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(({ email, role }) => {
    setFormError(null);
    invite.mutate(
      { email, role: role === String(Role.Admin) ? Role.Admin : Role.Analyst },
      {
        onSuccess: () => {
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === ErrorCode.PlanLimitReached) onOpenChange(false);
          else setFormError(errorMessage(error));
        },
      },
    );
  });

  const roles = [
    { value: String(Role.Analyst), hint: t("teamMembers.invite.analystHint") },
    { value: String(Role.Admin), hint: t("teamMembers.invite.adminHint") },
  ];

  return (
    <Modal open={open} onOpenChange={close} title={t("teamMembers.invite.title")} testId="invite-dialog">
      <form onSubmit={submit} noValidate>
        <div className="space-y-4 px-5 pt-4 pb-2">
          {formError ? (
            <Alert tone="danger" role="alert" data-testid="invite-error">
              {formError}
            </Alert>
          ) : null}
          <FormField id="invite-email" label={t("teamMembers.invite.email")} error={emailError}>
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              placeholder={t("teamMembers.invite.emailPlaceholder")}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "invite-email-error" : undefined}
              {...form.register("email")}
            />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-foreground">{t("teamMembers.invite.role")}</legend>
            {roles.map(({ value, hint }) => (
              <label
                key={value}
                htmlFor={`${roleGroup}-${value}`}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-md border px-3 py-2.5",
                  chosen === value ? "border-primary bg-primary/5" : "border-input",
                )}
              >
                <input
                  id={`${roleGroup}-${value}`}
                  type="radio"
                  value={value}
                  aria-describedby={`${roleGroup}-${value}-hint`}
                  className="mt-0.5 h-4 w-4 accent-primary"
                  {...form.register("role")}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-foreground">
                    {roleLabel(value === String(Role.Admin) ? Role.Admin : Role.Analyst)}
                  </span>
                  <span id={`${roleGroup}-${value}-hint`} className="block text-xs text-muted-foreground">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={submitting} onClick={() => close(false)}>
            {t("teamMembers.confirm.cancel")}
          </Button>
          <Button type="submit" disabled={submitting} data-testid="invite-submit">
            {submitting ? t("teamMembers.invite.submitting") : t("teamMembers.invite.submit")}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
