"use client";
// Sign-in and sign-up in one form with a toggle (spec section 2). Validation uses the shared schemas, so the
// browser shows the spec's messages; the password is sent as its MD5 (spec section 5).
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorCode } from "@/domain/error-codes";
import { FULL_NAME_MAX, FULL_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, SignInForm, SignUpForm } from "@/domain/validation";
import { Link } from "@/i18n/navigation";
import { ApiRequestError } from "@/lib/api/client";
import { useAuthenticate, useGoogleExchange } from "@/lib/queries/account";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { completeSignIn } from "./complete-sign-in";
import { GoogleButton } from "./google-button";
import { PasswordInput } from "./password-input";
import { useValidationMessage } from "./use-validation-message";

type Mode = "signin" | "signup";
type FormValues = SignUpForm;

export function AuthForm({ initialMode, googleEnabled }: { initialMode: Mode; googleEnabled: boolean }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [formError, setFormError] = useState<string | null>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const form = useForm<FormValues>({
    // One form, two schemas: the resolver reads the current mode on every validation.
    resolver: (values, context, options) =>
      // biome-ignore lint/suspicious/noExplicitAny: the sign-in schema validates a subset of the fields
      zodResolver((modeRef.current === "signup" ? SignUpForm : SignInForm) as any)(values, context, options as any),
    defaultValues: { email: "", password: "", fullname: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const authenticate = useAuthenticate();
  const googleExchange = useGoogleExchange();
  const { mutate: exchangeGoogle } = googleExchange;
  // After success the page navigates away: the button keeps waiting until it has.
  const submitting = authenticate.isPending || authenticate.isSuccess;

  // Coming back from Google: Better Auth's session cookie is set; exchange it for the product's token.
  const errorMessageRef = useRef(errorMessage);
  errorMessageRef.current = errorMessage;
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.has("expired"))
      setFormError(errorMessageRef.current(new ApiRequestError("", ErrorCode.Unauthorized, 401)));
    if (!query.has("google")) return;
    exchangeGoogle(undefined, {
      onSuccess: completeSignIn,
      onError: (error) => setFormError(errorMessageRef.current(error)),
    });
  }, [exchangeGoogle]);

  function switchMode(next: Mode) {
    setMode(next);
    setFormError(null);
    form.clearErrors();
    // The query stays (a plan chosen on the pricing cards, issue 20 item 5).
    const path = window.location.pathname.replace(/sign(in|up)\/?$/, `${next}/`);
    window.history.replaceState(null, "", `${path}${window.location.search}`);
  }

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    authenticate.mutate(
      mode === "signup"
        ? { mode, email: values.email, password: values.password, fullname: values.fullname }
        : { mode, email: values.email, password: values.password },
      { onSuccess: completeSignIn, onError: (error) => setFormError(errorMessage(error)) },
    );
  });

  const isSignUp = mode === "signup";
  // Sign-up shows the name and password rules before the first error (issue 20 item 4); FormField renders the hint.
  const hints: Partial<Record<keyof FormValues, string>> = isSignUp
    ? {
        fullname: t("auth.fields.fullNameHint", { min: FULL_NAME_MIN, max: FULL_NAME_MAX }),
        password: t("auth.fields.passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX }),
      }
    : {};
  const field = (name: keyof FormValues) => ({
    id: name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : hints[name] ? `${name}-hint` : undefined,
    ...form.register(name),
  });

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-foreground">
          {isSignUp ? t("auth.signup.title") : t("auth.signin.title")}
        </h1>
        <p className="text-sm text-muted-foreground">
          {isSignUp ? t("auth.signup.subtitle") : t("auth.signin.subtitle")}
        </p>
      </div>

      {formError ? (
        <Alert tone="danger" role="alert" data-testid="form-error">
          {formError}
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid={`${mode}-form`}>
        <FormField id="email" label={t("auth.fields.email")} error={validationMessage(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t("auth.fields.emailPlaceholder")}
            {...field("email")}
          />
        </FormField>
        {isSignUp ? (
          <FormField
            id="fullname"
            label={t("auth.fields.fullName")}
            error={validationMessage(errors.fullname?.message)}
            hint={hints.fullname}
          >
            <Input autoComplete="name" placeholder={t("auth.fields.fullNamePlaceholder")} {...field("fullname")} />
          </FormField>
        ) : null}
        <FormField
          id="password"
          label={t("auth.fields.password")}
          error={validationMessage(errors.password?.message)}
          hint={hints.password}
        >
          <PasswordInput
            autoComplete={isSignUp ? "new-password" : "current-password"}
            placeholder={t("auth.fields.passwordPlaceholder")}
            {...field("password")}
          />
        </FormField>
        {isSignUp ? (
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
        ) : (
          <div className="flex justify-end">
            <Link href="/forgot-password" className="text-sm text-accent-foreground hover:underline">
              {t("auth.signin.forgot")}
            </Link>
          </div>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting
            ? isSignUp
              ? t("auth.signup.submitting")
              : t("auth.signin.submitting")
            : isSignUp
              ? t("auth.signup.submit")
              : t("auth.signin.submit")}
        </Button>
      </form>

      {googleEnabled ? (
        <>
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-input" />
            {t("auth.or")}
            <span className="h-px flex-1 bg-input" />
          </div>
          <GoogleButton label={isSignUp ? t("auth.signup.google") : t("auth.signin.google")} onError={setFormError} />
        </>
      ) : null}

      <p className="text-center text-sm text-muted-foreground">
        {isSignUp ? t("auth.signup.toggle") : t("auth.signin.toggle")}{" "}
        <button
          type="button"
          className="font-medium text-accent-foreground hover:underline"
          onClick={() => switchMode(isSignUp ? "signin" : "signup")}
          data-testid="mode-toggle"
        >
          {isSignUp ? t("auth.signup.toggleAction") : t("auth.signin.toggleAction")}
        </button>
      </p>

      <p className="text-center text-xs text-muted-foreground">
        {t("auth.terms.prefix")}{" "}
        <Link href="/terms-of-service" target="_blank" className="underline hover:text-foreground">
          {t("auth.terms.termsLink")}
        </Link>{" "}
        {t("auth.terms.and")}{" "}
        <Link href="/privacy-policy" target="_blank" className="underline hover:text-foreground">
          {t("auth.terms.privacyLink")}
        </Link>
        .
      </p>
    </div>
  );
}
