"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MessageType, needsEmailVerification } from "@/domain/enums";
import { FullName } from "@/domain/validation";
import { api } from "@/lib/api/client";
import { useRootStore } from "@/lib/store/root-store";
import type { UserInfo } from "@/lib/store/types";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { useValidationMessage } from "../auth/use-validation-message";
import { useNotify } from "./use-notify";

const ProfileForm = z.object({ full_name: FullName });

export function ProfileSection({ user }: { user: UserInfo }) {
  const t = useTranslations();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const setAccount = useRootStore((s) => s.setAccount);
  const form = useForm<z.input<typeof ProfileForm>>({
    resolver: zodResolver(ProfileForm),
    defaultValues: { full_name: user.full_name },
  });
  const error = form.formState.errors.full_name?.message;

  const save = form.handleSubmit(async (values) => {
    try {
      setAccount({ user_info: await api.put<UserInfo>("/user", values) });
      notify(t("dashboard.settings.profileSaved"));
    } catch (cause) {
      notify(errorMessage(cause), MessageType.Danger);
    }
  });

  const resend = async () => {
    try {
      await api.post("/user/resend-verify");
      notify(t("dashboard.settings.resent"));
    } catch (cause) {
      notify(errorMessage(cause), MessageType.Danger);
    }
  };

  const unverified = needsEmailVerification(user.status);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.settings.profileTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted-foreground">{t("dashboard.settings.emailLabel")}</span>
          <span className="font-medium">{user.email}</span>
          <span
            className={
              unverified
                ? "rounded-full bg-warning-soft px-2 py-0.5 text-xs text-warning"
                : "rounded-full bg-success-soft px-2 py-0.5 text-xs text-success"
            }
          >
            {unverified ? t("dashboard.settings.notVerified") : t("dashboard.settings.verified")}
          </span>
          {unverified ? (
            <Button type="button" variant="outline" size="sm" onClick={resend}>
              {t("dashboard.settings.resend")}
            </Button>
          ) : null}
        </div>
        <form onSubmit={save} noValidate className="flex max-w-md flex-col gap-4">
          <FormField id="full_name" label={t("auth.fields.fullName")} error={validationMessage(error)}>
            <Input id="full_name" aria-invalid={error ? true : undefined} {...form.register("full_name")} />
          </FormField>
          <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("common.saving") : t("common.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
