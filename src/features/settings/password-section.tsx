"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { MESSAGES, PlainPassword } from "@/domain/validation";
import { useChangePassword } from "@/lib/queries/user";
import { PasswordInput } from "../auth/password-input";
import { useValidationMessage } from "../auth/use-validation-message";

const ChangePasswordForm = z
  .object({ old_password: PlainPassword, password: PlainPassword, confirmPassword: z.string() })
  .refine((f) => f.password === f.confirmPassword, { path: ["confirmPassword"], error: MESSAGES.confirmPassword });
type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

export function PasswordSection() {
  const t = useTranslations();
  const validationMessage = useValidationMessage();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { old_password: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const change = useChangePassword({ success: t("dashboard.settings.passwordChanged"), error: true });

  const submit = form.handleSubmit((values) =>
    change.mutate(
      { oldPassword: values.old_password, newPassword: values.password },
      { onSuccess: () => form.reset() },
    ),
  );

  const fields = [
    { name: "old_password", label: t("dashboard.settings.currentPassword"), auto: "current-password" },
    { name: "password", label: t("dashboard.settings.newPassword"), auto: "new-password" },
    { name: "confirmPassword", label: t("auth.fields.confirmPassword"), auto: "new-password" },
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.settings.passwordTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
          {fields.map((field) => (
            <FormField
              key={field.name}
              id={field.name}
              label={field.label}
              error={validationMessage(errors[field.name]?.message)}
            >
              <PasswordInput
                id={field.name}
                autoComplete={field.auto}
                aria-invalid={errors[field.name] ? true : undefined}
                {...form.register(field.name)}
              />
            </FormField>
          ))}
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? t("common.saving") : t("dashboard.settings.changePassword")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
