"use client";
// The three ways to accept (issue 14 item 1): a new person sets their name and password; someone with an account
// signs in with their password; someone already signed in as the invited email just accepts. Passwords leave the
// browser as their MD5 only (the hook hashes them, spec section 5).
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FullName, MESSAGES, PlainPassword } from "@/domain/validation";
import { Link } from "@/i18n/navigation";
import { PasswordInput } from "../../auth/password-input";
import { useValidationMessage } from "../../auth/use-validation-message";

const NewAccountForm = z
  .object({ fullname: FullName, password: PlainPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: MESSAGES.confirmPassword,
  });
type NewAccountValues = z.input<typeof NewAccountForm>;

const ExistingAccountForm = z.object({ password: PlainPassword });
type ExistingAccountValues = z.input<typeof ExistingAccountForm>;

interface FormProps<T> {
  submitting: boolean;
  onSubmit: (values: T) => void;
}

export function NewAccountAccept({ submitting, onSubmit }: FormProps<{ fullname: string; password: string }>) {
  const t = useTranslations();
  const validationMessage = useValidationMessage();
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(NewAccountForm),
    defaultValues: { fullname: "", password: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const field = (name: keyof NewAccountValues) => ({
    id: name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });
  const submit = form.handleSubmit((values) => onSubmit({ fullname: values.fullname, password: values.password }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="accept-new-account">
      <p className="text-sm text-muted-foreground">{t("inviteAccept.newAccount.intro")}</p>
      <FormField id="fullname" label={t("auth.fields.fullName")} error={validationMessage(errors.fullname?.message)}>
        <Input autoComplete="name" placeholder={t("auth.fields.fullNamePlaceholder")} {...field("fullname")} />
      </FormField>
      <FormField id="password" label={t("auth.fields.password")} error={validationMessage(errors.password?.message)}>
        <PasswordInput
          autoComplete="new-password"
          placeholder={t("auth.fields.passwordPlaceholder")}
          {...field("password")}
        />
      </FormField>
      <FormField
        id="confirmPassword"
        label={t("auth.fields.confirmPassword")}
        error={validationMessage(errors.confirmPassword?.message)}
      >
        <PasswordInput
          autoComplete="new-password"
          placeholder={t("auth.fields.confirmPasswordPlaceholder")}
          {...field("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("inviteAccept.submitting") : t("inviteAccept.newAccount.submit")}
      </Button>
    </form>
  );
}

export function ExistingAccountAccept({
  email,
  submitting,
  onSubmit,
}: FormProps<{ password: string }> & { email: string }) {
  const t = useTranslations();
  const validationMessage = useValidationMessage();
  const form = useForm<ExistingAccountValues>({
    resolver: zodResolver(ExistingAccountForm),
    defaultValues: { password: "" },
    mode: "onTouched",
  });
  const error = form.formState.errors.password?.message;
  const submit = form.handleSubmit((values) => onSubmit({ password: values.password }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="accept-existing-account">
      <p className="text-sm text-muted-foreground">{t("inviteAccept.existing.intro", { email })}</p>
      <FormField id="password" label={t("auth.fields.password")} error={validationMessage(error)}>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          placeholder={t("auth.fields.passwordPlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "password-error" : undefined}
          {...form.register("password")}
        />
      </FormField>
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm text-accent-foreground hover:underline">
          {t("auth.signin.forgot")}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("inviteAccept.submitting") : t("inviteAccept.existing.submit")}
      </Button>
    </form>
  );
}

export function SignedInAccept({
  email,
  submitting,
  onAccept,
}: {
  email: string;
  submitting: boolean;
  onAccept: () => void;
}) {
  const t = useTranslations();
  return (
    <div className="space-y-4" data-testid="accept-signed-in">
      <p className="text-sm text-muted-foreground">{t("inviteAccept.signedIn.intro", { email })}</p>
      <Button type="button" className="w-full" disabled={submitting} onClick={onAccept}>
        {submitting ? t("inviteAccept.submitting") : t("inviteAccept.signedIn.accept")}
      </Button>
    </div>
  );
}
