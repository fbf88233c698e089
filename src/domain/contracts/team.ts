// Team membership contracts (spec section 7 `/v1/team/*`; issue 14): members and seats, invitations and their
// acceptance, role changes, leaving, transferring, and the person's list of teams with the switch between them.
import { z } from "zod";
import { Role } from "../roles";
import { Email, FullName, PasswordHash, Token } from "../validation";
import { MemberStatusValue, RoleValue } from "./account";
import { IsoDateTime, MAX_ID, orNull } from "./common";

const UserId = z.number().int().positive().max(MAX_ID, { error: "Not found" });

/** A role an Owner or Admin may give: 2 Analyst or 3 Admin (Owner only by transfer). */
export const AssignableRole = z
  .union([z.literal(Role.Analyst), z.literal(Role.Admin)], { error: "Role must be 2 (Analyst) or 3 (Admin)" })
  .meta({ description: "2 Analyst or 3 Admin" });

export const TeamMember = z
  .object({
    user_id: z.number().int().meta({
      description:
        "The member's user id; 0 for every pending invitation (whether the address has an account is not shown)",
    }),
    invitation_id: orNull(z.number().int().positive()).meta({
      description: "The pending invitation (resend or revoke it by this id); null for members who joined",
    }),
    email: z.string(),
    full_name: z.string().meta({ description: "Empty for a pending invitation" }),
    avatar: z.string().meta({ description: "Avatar URL; empty when none and for a pending invitation" }),
    role: RoleValue.meta({
      description: "1 Owner, 2 Analyst, 3 Admin: the stored role (a read-only member acts as an Analyst meanwhile)",
    }),
    status: MemberStatusValue.meta({
      description: "0 inactive: beyond the plan's seats, read access only; 1 inviting: a pending invitation; 2 active",
    }),
    invited_at: orNull(IsoDateTime),
    joined_at: orNull(IsoDateTime),
    expires_at: orNull(IsoDateTime).meta({ description: "When a pending invitation lapses (7 days after sending)" }),
  })
  .meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof TeamMember>;

export const Seats = z
  .object({
    used: z.number().int().meta({ description: "Active members other than the Owner plus pending invitations" }),
    limit: orNull(z.number().int()).meta({ description: "The plan's seats; null when unlimited" }),
  })
  .meta({ id: "Seats" });
export type Seats = z.infer<typeof Seats>;

export const TeamMembers = z.object({ members: z.array(TeamMember), seats: Seats }).meta({ id: "TeamMembers" });
export type TeamMembers = z.infer<typeof TeamMembers>;

export const InviteBody = z.object({ email: Email, role: AssignableRole });
export type InviteBody = z.infer<typeof InviteBody>;

export const InvitationIdBody = z.object({ invitation_id: z.number().int().positive().max(MAX_ID) });
export type InvitationIdBody = z.infer<typeof InvitationIdBody>;

export const InviteTokenQuery = z.object({ token: Token });
export type InviteTokenQuery = z.infer<typeof InviteTokenQuery>;

/** What the accept page shows before anyone signs in. */
export const InvitationPreview = z
  .object({
    team_name: z.string(),
    team_avatar: z.string(),
    inviter_name: z.string(),
    email: z.string(),
    role: RoleValue,
    existing_user: z.boolean().meta({ description: "Whether an account with this email exists" }),
    expires_at: IsoDateTime,
  })
  .meta({ id: "InvitationPreview" });
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** `password` is MD5-hashed in the client (spec section 5); `fullname` only for a new account. */
export const AcceptInviteBody = z.object({
  token: Token,
  password: PasswordHash.optional(),
  fullname: FullName.optional(),
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;

export const UpdateMemberBody = z.object({ user_id: UserId, role: AssignableRole });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

export const MemberIdBody = z.object({ user_id: UserId });
export type MemberIdBody = z.infer<typeof MemberIdBody>;

export const TeamListItem = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    avatar: z.string(),
    plan: z.string(),
    role: RoleValue.meta({
      description: "1 Owner, 2 Analyst, 3 Admin: the role the person acts with (Analyst while read-only)",
    }),
    active: z.boolean().meta({ description: "The team the session acts for" }),
  })
  .meta({ id: "TeamListItem" });
export type TeamListItem = z.infer<typeof TeamListItem>;

export const TeamList = z.object({ teams: z.array(TeamListItem) }).meta({ id: "TeamList" });
export type TeamList = z.infer<typeof TeamList>;

export const SwitchTeamBody = z.object({ team_id: z.number().int().positive().max(MAX_ID) });
export type SwitchTeamBody = z.infer<typeof SwitchTeamBody>;
