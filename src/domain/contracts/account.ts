// Account, user and team contracts (spec section 3: user_info and team_info; section 5: the forms' rules).
import { z } from "zod";
import { MemberStatus } from "../enums";
import { Role } from "../roles";
import { AvatarUrl, Email, FullName, PasswordHash, TeamName, Timezone, Token } from "../validation";

export const TeamInfo = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    avatar: z.string().meta({ description: "Logo URL; empty when none" }),
    plan: z.string().meta({ example: "free", description: "free, pro or max" }),
    timezone: z.number().int().meta({ description: "UTC offset in hours" }),
    timezone_set: z.number().int().meta({ description: "1 once the team chose its time zone" }),
  })
  .meta({ id: "TeamInfo", description: "team_info: the caller's current team" });
export type TeamInfo = z.infer<typeof TeamInfo>;

export const RoleValue = z
  .union([z.literal(Role.Owner), z.literal(Role.Analyst), z.literal(Role.Admin)])
  .meta({ description: "1 Owner, 2 Analyst, 3 Admin" });
export const MemberStatusValue = z
  .union([z.literal(MemberStatus.Inactive), z.literal(MemberStatus.Inviting), z.literal(MemberStatus.Active)])
  .meta({ description: "0 inactive (email not verified), 1 inviting, 2 active" });

export const UserInfo = z
  .object({
    id: z.number().int().positive(),
    full_name: z.string(),
    avatar: z.string().meta({ description: "Avatar URL; empty when none" }),
    email: z.string(),
    role: RoleValue,
    status: MemberStatusValue,
    team_info: TeamInfo,
  })
  .meta({ id: "UserInfo", description: "user_info: the signed-in person, their role and status in the team" });
export type UserInfo = z.infer<typeof UserInfo>;

export const SignedInUser = UserInfo.extend({
  token: z.string().meta({ description: "Bearer token for the Authorization header of later calls" }),
}).meta({ id: "SignedInUser" });
export type SignedInUser = z.infer<typeof SignedInUser>;

export const RegisterBody = z.object({ email: Email, password: PasswordHash, fullname: FullName });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const SignInBody = z.object({ email: Email, password: PasswordHash });
export type SignInBody = z.infer<typeof SignInBody>;

export const ForgetBody = z.object({ email: Email });
export type ForgetBody = z.infer<typeof ForgetBody>;

export const ResetTokenQuery = z.object({ token: Token });
export type ResetTokenQuery = z.infer<typeof ResetTokenQuery>;

/** A valid reset token: whose password it resets. */
export const ResetTokenOwner = z.object({ email: z.string() }).meta({ id: "ResetTokenOwner" });
export type ResetTokenOwner = z.infer<typeof ResetTokenOwner>;

export const ResetPasswordBody = z.object({ token: Token, password: PasswordHash });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const UpdateUserBody = z.object({ full_name: FullName.optional(), avatar: AvatarUrl.optional() });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const ChangePasswordBody = z.object({ old_password: PasswordHash, new_password: PasswordHash });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** A password change signs out every session, the caller's included, and answers the caller's new token. */
export const PasswordChanged = z
  .object({ token: z.string().min(1).describe("The caller's new session token; the old one stops working") })
  .meta({ id: "PasswordChanged" });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

export const VerifyEmailBody = z.object({ token: Token });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const UpdateTeamBody = z.object({
  name: TeamName.optional(),
  avatar: AvatarUrl.optional(),
  timezone: Timezone.optional(),
});
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;
