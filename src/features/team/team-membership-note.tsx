"use client";
// Settings → Team: the person's role in this team and, when they belong to several teams, where to switch (the
// team card in the sidebar; issue 14 item 4).
import { useTranslations } from "next-intl";
import type { RoleValue } from "@/domain/roles";
import { useTeamList } from "@/lib/queries/teams";
import { useRoleLabel } from "../shell/use-labels";

export function TeamMembershipNote({ role }: { role: RoleValue }) {
  const t = useTranslations();
  const roleLabel = useRoleLabel();
  const teams = useTeamList();
  const count = teams.data?.length ?? 0;
  return (
    <div className="space-y-1 text-sm" data-testid="team-membership">
      <p className="text-foreground">
        {t.rich("teamMembers.team.yourRole", {
          role: roleLabel(role),
          strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        })}
      </p>
      {count > 1 ? <p className="text-muted-foreground">{t("teamMembers.team.switchHint", { count })}</p> : null}
    </div>
  );
}
