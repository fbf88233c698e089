"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Action } from "@/domain/roles";
import { TeamName } from "@/domain/validation";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { useUpdateTeam } from "@/lib/queries/user";
import type { UserInfo } from "@/lib/store/types";
import { useValidationMessage } from "../auth/use-validation-message";
import { TeamMembershipNote } from "../team/team-membership-note";
import { AvatarUpload } from "./avatar-upload";

const TeamForm = z.object({ name: TeamName, timezone: z.coerce.number().int().min(-12).max(14) });
const OFFSETS = Array.from({ length: 27 }, (_, i) => i - 12);

export function TeamSection({ user }: { user: UserInfo }) {
  const t = useTranslations();
  const validationMessage = useValidationMessage();
  const update = useUpdateTeam({ success: t("dashboard.settings.teamSaved"), error: true });
  const lock = useRoleLock(Action.ManageTeamSettings);
  const editable = !lock.locked;
  const form = useForm<z.input<typeof TeamForm>, unknown, z.output<typeof TeamForm>>({
    resolver: zodResolver(TeamForm),
    defaultValues: { name: user.team_info.name, timezone: user.team_info.timezone },
  });
  const error = form.formState.errors.name?.message;
  // After a team switch (sidebar) the form must show the new team, or saving would copy the old team's name over.
  const { name: teamName, timezone: teamTimezone } = user.team_info;
  const { reset } = form;
  useEffect(() => {
    reset({ name: teamName, timezone: teamTimezone });
  }, [reset, teamName, teamTimezone]);

  const save = form.handleSubmit((values) => update.mutate(values));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.settings.team")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <TeamMembershipNote role={user.role} />
        {editable ? null : <Alert tone="info">{t("dashboard.settings.teamReadOnly")}</Alert>}
        <AvatarUpload
          target="team"
          src={user.team_info.avatar}
          name={user.team_info.name}
          disabledReason={editable ? null : t("avatars.teamOnlyAdmins")}
        />
        <form onSubmit={save} noValidate className="flex max-w-md flex-col gap-4">
          <fieldset disabled={!editable} className="flex flex-col gap-4">
            <FormField id="team-name" label={t("dashboard.settings.teamName")} error={validationMessage(error)}>
              <Input id="team-name" aria-invalid={error ? true : undefined} {...form.register("name")} />
            </FormField>
            <FormField id="team-timezone" label={t("dashboard.settings.timezone")}>
              <select
                id="team-timezone"
                className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
                {...form.register("timezone")}
              >
                {OFFSETS.map((offset) => (
                  <option key={offset} value={offset}>
                    UTC{offset >= 0 ? `+${offset}` : offset}
                  </option>
                ))}
              </select>
            </FormField>
          </fieldset>
          <RoleLocked lock={lock} className="self-start">
            <Button type="submit" className="self-start" disabled={update.isPending || !editable}>
              {update.isPending ? t("common.saving") : t("common.save")}
            </Button>
          </RoleLocked>
        </form>
      </CardContent>
    </Card>
  );
}
