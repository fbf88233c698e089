"use client";
// Reached from the reset email: checks the token first, then sets the new password (sent as MD5).
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { NewPasswordForm } from "@/domain/validation";
import { Link } from "@/i18n/navigation";
import { useResetPassword, useResetToken } from "@/lib/queries/account";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { PasswordInput } from "./password-input";
import { useValidationMessage } from "./use-validation-message";

function useTokenFromUrl(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get("token")), []);
  return token;
}

export function ResetPasswordFormView() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const token = useTokenFromUrl();
  const check = useResetToken(token);
  const reset = useResetPassword();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (token) reset.mutate({ token, password: values.password });
  });

  const invalid = token === null || check.isError;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{t("auth.reset.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("auth.reset.subtitle")}</p>
      </div>
      {reset.isSuccess ? (
        <>
          <Alert tone="success" data-testid="reset-done">
            {t("auth.reset.done")}
          </Alert>
          <Button asChild className="w-full">
            <Link href="/signin">{t("auth.signin.submit")}</Link>
          </Button>
        </>
      ) : invalid ? (
        <>
          <Alert tone="danger" role="alert" data-testid="reset-invalid">
            {t("auth.reset.invalid")}
          </Alert>
          <Button asChild variant="outline" className="w-full">
            <Link href="/forgot-password">{t("auth.reset.requestNew")}</Link>
          </Button>
        </>
      ) : !check.data ? (
        <Spinner label={t("auth.reset.checking")} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-foreground">{t("auth.reset.forEmail", { email: check.data.email })}</p>
          {reset.isError ? (
            <Alert tone="danger" role="alert">
              {errorMessage(reset.error)}
            </Alert>
          ) : null}
          <FormField
            id="password"
            label={t("auth.reset.newPassword")}
            error={validationMessage(errors.password?.message)}
          >
            <PasswordInput
              id="password"
              autoComplete="new-password"
              placeholder={t("auth.fields.passwordPlaceholder")}
              aria-invalid={errors.password ? true : undefined}
              {...form.register("password")}
            />
          </FormField>
          <FormField
            id="confirmPassword"
            label={t("auth.fields.confirmPassword")}
            error={validationMessage(errors.confirmPassword?.message)}
          >
            <PasswordInput
              id="confirmPassword"
              autoComplete="new-password"
              aria-invalid={errors.confirmPassword ? true : undefined}
              {...form.register("confirmPassword")}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t("auth.reset.submitting") : t("auth.reset.submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
