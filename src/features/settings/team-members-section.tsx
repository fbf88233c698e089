"use client";
// Settings → Team members (issue 14 item 5; spec section 2 `#team-members`): the seats meter, the members table
// with its row actions, the Invite dialog, and leaving or transferring the team. Analysts see the table read-only.
import { UserPlus, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamMembers } from "@/lib/queries/team";
import type { UserInfo } from "@/lib/store/types";
import { InviteDialog } from "../team/invite-dialog";
import { canInvite, canLeave, canTransfer, onlyOwner, transferCandidates } from "../team/member-rules";
import { MembersTable } from "../team/members-table";
import { SeatsMeter } from "../team/seats-meter";
import { LeaveTeamButton, TransferTeamButton } from "../team/team-actions";
import { useTeamErrorMessage } from "../team/use-team-error-message";

export function TeamMembersSection({ user }: { user: UserInfo }) {
  const t = useTranslations();
  const errorMessage = useTeamErrorMessage();
  const members = useTeamMembers();
  const [inviting, setInviting] = useState(false);
  const viewer = { userId: user.id, role: user.role };
  const inviter = canInvite(user.role);
  const list = members.data?.members ?? [];
  const teamName = user.team_info.name;

  const inviteButton = inviter ? (
    <Button type="button" onClick={() => setInviting(true)} data-testid="invite-member">
      <UserPlus aria-hidden className="h-4 w-4" />
      {t("teamMembers.invite.button")}
    </Button>
  ) : null;

  return (
    <div className="space-y-4" data-testid="team-members">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0 flex-[1_1_16rem]">
            {members.data ? (
              <SeatsMeter seats={members.data.seats} canUpgrade={inviter} />
            ) : members.isPending ? (
              <Skeleton className="h-5 w-48" />
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {inviteButton}
            {canTransfer(user.role) && members.data ? (
              <TransferTeamButton teamName={teamName} candidates={transferCandidates(viewer, list)} />
            ) : null}
            {canLeave(user.role) ? <LeaveTeamButton teamName={teamName} /> : null}
          </div>
        </CardContent>
      </Card>

      {inviter ? null : <Alert tone="info">{t("teamMembers.readOnly")}</Alert>}

      {members.data && onlyOwner(list) && inviter ? (
        <EmptyState icon={Users} title={t("teamMembers.empty.title")} text={t("teamMembers.empty.text")}>
          <Button type="button" variant="outline" onClick={() => setInviting(true)} data-testid="invite-first">
            <UserPlus aria-hidden className="h-4 w-4" />
            {t("teamMembers.empty.action")}
          </Button>
        </EmptyState>
      ) : (
        <MembersTable
          members={list}
          viewer={viewer}
          loading={members.isPending}
          error={members.isError ? { message: errorMessage(members.error), onRetry: () => members.refetch() } : null}
        />
      )}

      {inviter ? <InviteDialog open={inviting} onOpenChange={setInviting} /> : null}
    </div>
  );
}
