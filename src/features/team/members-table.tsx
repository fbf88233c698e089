"use client";
// The members table (issue 14 item 5) on the kit's DataTable: who, email, role (a select where the viewer may
// change it), status, invited and joined dates, and a row menu (remove; resend and revoke for pending invitations).
// On a phone the table scrolls sideways with the member column pinned (the DataTable does that).
import type { ColumnDef } from "@tanstack/react-table";
import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { confirm } from "@/components/modals/events";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { OptionSelect } from "@/components/ui/select";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { TeamMember } from "@/domain/contracts/team";
import { MemberStatus } from "@/domain/enums";
import { ASSIGNABLE_ROLES, Role } from "@/domain/roles";
import { useRemoveMember, useResendInvitation, useRevokeInvitation, useUpdateMemberRole } from "@/lib/queries/team";
import { useRoleLabel } from "../shell/use-labels";
import { hasAnyAction, rowActions, type Viewer } from "./member-rules";
import { PersonAvatar } from "./person-avatar";
import { useMemberLabels } from "./use-member-labels";

function displayName(member: TeamMember): string {
  return member.full_name.trim() || member.email;
}

function rowKey(member: TeamMember): string {
  return member.invitation_id !== null ? `invitation-${member.invitation_id}` : `user-${member.user_id}`;
}

function RoleCell({ member, editable }: { member: TeamMember; editable: boolean }) {
  const t = useTranslations();
  const roleLabel = useRoleLabel();
  const update = useUpdateMemberRole({
    success: (_members, { role }) =>
      t("teamMembers.notices.roleChanged", { name: displayName(member), role: roleLabel(role) }),
    error: true,
  });
  if (!editable || member.role === Role.Owner) return <span>{roleLabel(member.role)}</span>;
  return (
    <OptionSelect
      value={String(member.role)}
      onValueChange={(value) => {
        const role = Number(value) === Role.Admin ? Role.Admin : Role.Analyst;
        if (role !== member.role) update.mutate({ userId: member.user_id, role });
      }}
      options={ASSIGNABLE_ROLES.map((role) => ({ value: String(role), label: roleLabel(role) }))}
      disabled={update.isPending}
      aria-label={t("teamMembers.roleOf", { name: displayName(member) })}
      className="h-8 w-32"
      testId="member-role"
    />
  );
}

/** Active, invited, or read-only (beyond the plan's seats), the last with a tooltip that says why. */
function StatusBadge({ member }: { member: TeamMember }) {
  const labels = useMemberLabels();
  const badge = (
    <Badge
      variant={
        member.status === MemberStatus.Active
          ? "success"
          : member.status === MemberStatus.Inviting
            ? "warning"
            : "secondary"
      }
      data-testid="member-status"
    >
      {labels.status(member.status)}
    </Badge>
  );
  if (member.status !== MemberStatus.Inactive) return badge;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the reason a member is read-only */}
        <span tabIndex={0} className="inline-flex">
          {badge}
        </span>
      </TooltipTrigger>
      <TooltipContent>{labels.readOnlyHint()}</TooltipContent>
    </Tooltip>
  );
}

function RowMenu({ member, viewer }: { member: TeamMember; viewer: Viewer }) {
  const t = useTranslations();
  const name = displayName(member);
  const actions = rowActions(viewer, member);
  const resend = useResendInvitation({
    success: t("teamMembers.notices.resent", { email: member.email }),
    error: true,
  });
  const revoke = useRevokeInvitation({ success: t("teamMembers.notices.revoked"), error: true });
  const remove = useRemoveMember({ success: t("teamMembers.notices.removed", { name }), error: true });
  if (!hasAnyAction(actions)) return null;
  const invitationId = member.invitation_id;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t("teamMembers.rowMenu", { name })}
          data-testid="member-menu"
        >
          <MoreHorizontal aria-hidden className="h-4 w-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.resend && invitationId !== null ? (
          <DropdownMenuItem disabled={resend.isPending} onSelect={() => resend.mutate(invitationId)}>
            {t("teamMembers.menu.resend")}
          </DropdownMenuItem>
        ) : null}
        {actions.revoke && invitationId !== null ? (
          <DropdownMenuItem
            className="text-destructive"
            onSelect={() =>
              confirm({
                title: t("teamMembers.confirm.revokeTitle"),
                message: t("teamMembers.confirm.revokeMessage", { email: member.email }),
                confirmText: t("teamMembers.confirm.revoke"),
                cancelText: t("teamMembers.confirm.cancel"),
                color: "danger",
                onSubmit: async () => {
                  await revoke.mutateAsync(invitationId);
                },
              })
            }
          >
            {t("teamMembers.menu.revoke")}
          </DropdownMenuItem>
        ) : null}
        {actions.remove ? (
          <DropdownMenuItem
            className="text-destructive"
            onSelect={() =>
              confirm({
                title: t("teamMembers.confirm.removeTitle", { name }),
                message: t("teamMembers.confirm.removeMessage", { name }),
                confirmText: t("teamMembers.confirm.remove"),
                cancelText: t("teamMembers.confirm.cancel"),
                color: "danger",
                onSubmit: async () => {
                  await remove.mutateAsync(member.user_id);
                },
              })
            }
          >
            {t("teamMembers.menu.remove")}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function MembersTable({
  members,
  viewer,
  loading,
  error,
}: {
  members: TeamMember[];
  viewer: Viewer;
  loading: boolean;
  error: { message: string; onRetry: () => void } | null;
}) {
  const t = useTranslations();
  const labels = useMemberLabels();
  const columns: ColumnDef<TeamMember>[] = [
    {
      id: "member",
      header: () => t("teamMembers.columns.member"),
      cell: ({ row: { original: member } }) => (
        <span className="flex items-center gap-3">
          <PersonAvatar src={member.avatar} name={member.full_name} fallback={member.email} />
          <span className="block max-w-40 truncate font-medium text-foreground sm:max-w-56">{displayName(member)}</span>
          {member.user_id === viewer.userId ? <Badge variant="secondary">{t("teamMembers.you")}</Badge> : null}
        </span>
      ),
    },
    {
      id: "email",
      header: () => t("teamMembers.columns.email"),
      meta: { className: "text-muted-foreground" },
      cell: ({ row: { original: member } }) => member.email,
    },
    {
      id: "role",
      header: () => t("teamMembers.columns.role"),
      cell: ({ row: { original: member } }) => (
        <RoleCell member={member} editable={rowActions(viewer, member).changeRole} />
      ),
    },
    {
      id: "status",
      header: () => t("teamMembers.columns.status"),
      cell: ({ row: { original: member } }) => <StatusBadge member={member} />,
    },
    {
      id: "invited",
      header: () => t("teamMembers.columns.invited"),
      meta: { className: "text-muted-foreground" },
      cell: ({ row: { original: member } }) => labels.date(member.invited_at),
    },
    {
      id: "joined",
      header: () => t("teamMembers.columns.joined"),
      meta: { className: "text-muted-foreground" },
      cell: ({ row: { original: member } }) => labels.date(member.joined_at),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("teamMembers.columns.actions")}</span>,
      meta: { align: "end" },
      cell: ({ row: { original: member } }) => <RowMenu member={member} viewer={viewer} />,
    },
  ];
  return (
    <DataTable
      testId="members-table"
      columns={columns}
      data={members}
      getRowId={rowKey}
      getRowProps={(member) => ({ "data-email": member.email })}
      loading={loading}
      error={error}
    />
  );
}
