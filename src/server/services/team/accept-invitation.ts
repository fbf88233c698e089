// POST /v1/team/invite/accept (issue 14 item 1): joins the invited team with the invited role and answers the user
// info with a token, as sign-in does, with the session acting for the invited team.
// - No account has the address: one is created with the address verified (the link came through it), its own
//   personal team (the user-create hook), and the given full name and password.
// - An account has it: the caller is signed in as that address (bearer token, no password needed), or gives that
//   account's password (checked, counted and rate limited exactly like sign-in).
// - Signed in as another address: 40008.
// Under the team lock: the inviter must still manage the team's members (40006 otherwise; inviter-rights.ts), and
// when the plan's seats are already taken by members with full powers (the plan fell after the invitation was sent)
// the joiner gets read access only, as members beyond the seats do after a downgrade (invitation-rules.ts).
import "server-only";
import { and, eq } from "drizzle-orm";
import type { AcceptInviteBody } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { roleFromAuth } from "@/domain/roles";
import { MESSAGES } from "@/domain/validation";
import { forgetMemberships } from "../../auth/membership-cache";
import { forgetUserSessions } from "../../auth/session-cache";
import { now } from "../../clock";
import { invitation, member, session, user } from "../../db/schema";
import { ApiError, fieldError } from "../../errors/api-error";
import { getUserInfo } from "../../queries/user/get-user-info";
import { signIn } from "../account/sign-in";
import type { SignedInUser } from "../account/signed-in-user";
import type { ServiceContext } from "../context";
import { assertAccountComplete, createVerifiedAccount } from "./create-verified-account";
import { authRoleOf, joinsReadOnly, lockTeam } from "./invitation-rules";
import { assertInviterMayInvite } from "./inviter-rights";
import { assertAcceptable, openInvitation } from "./open-invitation";

interface Joiner {
  userId: number;
  token: string;
}

export async function acceptInvitation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: AcceptInviteBody;
}): Promise<SignedInUser> {
  const record = await openInvitation(ctx.db, { token: input.token, headers: ctx.headers, at: now() });
  const joiner = await identifyJoiner(ctx, { email: record.email, existing: record.existingUserId !== null, input });

  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, record.teamId);
    const [row] = await tx.select().from(invitation).where(eq(invitation.id, record.id)).for("update").limit(1);
    if (!row) throw new ApiError(ErrorCode.InvalidToken);
    // Checked again under the lock: of two parallel accepts, the second sees the first one's acceptance (40007).
    assertAcceptable(row, now());
    await assertInviterMayInvite(tx, { teamId: record.teamId, inviterId: row.inviterId });
    await tx
      .insert(member)
      .values({
        organizationId: record.teamId,
        userId: joiner.userId,
        role: authRoleOf(roleFromAuth(row.role)),
        readOnly: await joinsReadOnly(tx, record.teamId),
        createdAt: now(),
      })
      .onConflictDoNothing();
    await tx
      .update(invitation)
      .set({ status: "accepted", acceptedAt: now(), acceptedUserId: joiner.userId })
      .where(eq(invitation.id, row.id));
    // The emailed link proves the address belongs to whoever opened it.
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, joiner.userId));
    await tx
      .update(session)
      .set({ activeOrganizationId: record.teamId })
      .where(and(eq(session.token, joiner.token), eq(session.userId, joiner.userId)));
  });

  // The session's active team and the verified flag changed outside Better Auth: drop the cached lookup.
  forgetUserSessions(joiner.userId);
  forgetMemberships();
  const info = await getUserInfo(ctx.db, { userId: joiner.userId, preferredTeamId: record.teamId });
  if (!info) throw new ApiError(ErrorCode.Internal);
  return { ...info, token: joiner.token };
}

async function identifyJoiner(
  ctx: ServiceContext,
  params: { email: string; existing: boolean; input: AcceptInviteBody },
): Promise<Joiner> {
  const current = await ctx.auth.api.getSession({ headers: ctx.headers });
  if (current) {
    if (current.user.email.toLowerCase() !== params.email) throw new ApiError(ErrorCode.InvitationEmailMismatch);
    return { userId: Number(current.user.id), token: current.session.token };
  }
  if (!params.input.password) throw fieldError("password", MESSAGES.passwordHash);
  if (!params.existing) {
    if (!params.input.fullname) throw fieldError("fullname", MESSAGES.fullName);
    await createVerifiedAccount(ctx, {
      email: params.email,
      name: params.input.fullname,
      password: params.input.password,
    });
  } else {
    await assertAccountComplete(ctx.db, params.email);
  }
  const signedIn = await signIn({ ctx, input: { email: params.email, password: params.input.password } });
  return { userId: signedIn.id, token: signedIn.token };
}
