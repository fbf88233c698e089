"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ForgotPasswordForm } from "@/domain/validation";
import { Link } from "@/i18n/navigation";
import { useForgotPassword } from "@/lib/queries/account";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { useValidationMessage } from "./use-validation-message";

export function ForgotPasswordFormView() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordForm>({ resolver: zodResolver(ForgotPasswordForm), defaultValues: { email: "" } });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{t("auth.forgot.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("auth.forgot.subtitle")}</p>
      </div>
      {forgot.isSuccess ? (
        <Alert tone="success" data-testid="forgot-sent">
          {t("auth.forgot.sent")}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {forgot.isError ? (
            <Alert tone="danger" role="alert">
              {errorMessage(forgot.error)}
            </Alert>
          ) : null}
          <FormField id="email" label={t("auth.fields.email")} error={validationMessage(error)}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              placeholder={t("auth.fields.emailPlaceholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "email-error" : undefined}
              {...form.register("email")}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link href="/signin" className="text-accent-foreground hover:underline">
          {t("auth.forgot.back")}
        </Link>
      </p>
    </div>
  );
}
