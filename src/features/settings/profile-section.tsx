"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { needsEmailVerification } from "@/domain/enums";
import { FullName } from "@/domain/validation";
import { useResendVerification, useUpdateProfile } from "@/lib/queries/user";
import type { UserInfo } from "@/lib/store/types";
import { useValidationMessage } from "../auth/use-validation-message";
import { AvatarUpload } from "./avatar-upload";

const ProfileForm = z.object({ full_name: FullName });

export function ProfileSection({ user }: { user: UserInfo }) {
  const t = useTranslations();
  const validationMessage = useValidationMessage();
  const update = useUpdateProfile({ success: t("dashboard.settings.profileSaved"), error: true });
  const resend = useResendVerification({ success: t("dashboard.settings.resent"), error: true });
  const form = useForm<z.input<typeof ProfileForm>>({
    resolver: zodResolver(ProfileForm),
    defaultValues: { full_name: user.full_name },
  });
  const error = form.formState.errors.full_name?.message;

  const save = form.handleSubmit((values) => update.mutate(values));

  const unverified = needsEmailVerification(user.status);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.settings.profileTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <AvatarUpload target="user" src={user.avatar} name={user.full_name} />
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
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => resend.mutate()}
              disabled={resend.isPending}
            >
              {t("dashboard.settings.resend")}
            </Button>
          ) : null}
        </div>
        <form onSubmit={save} noValidate className="flex max-w-md flex-col gap-4">
          <FormField id="full_name" label={t("auth.fields.fullName")} error={validationMessage(error)}>
            <Input id="full_name" aria-invalid={error ? true : undefined} {...form.register("full_name")} />
          </FormField>
          <Button type="submit" className="self-start" disabled={update.isPending}>
            {update.isPending ? t("common.saving") : t("common.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
