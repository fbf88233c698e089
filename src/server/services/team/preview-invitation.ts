// GET /v1/team/invite/accept?token=…: what the accept page shows before anyone signs in.
import "server-only";
import type { InvitationPreview } from "@/domain/contracts/team";
import { roleFromAuth } from "@/domain/roles";
import { now } from "../../clock";
import type { ServiceContext } from "../context";
import { openInvitation } from "./open-invitation";

export async function previewInvitation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { token: string };
}): Promise<InvitationPreview> {
  const record = await openInvitation(ctx.db, { token: input.token, headers: ctx.headers, at: now() });
  return {
    team_name: record.teamName,
    team_avatar: record.teamAvatar,
    inviter_name: record.inviterName,
    email: record.email,
    role: roleFromAuth(record.role),
    existing_user: record.existingUserId !== null,
    expires_at: record.expiresAt.toISOString(),
  };
}
