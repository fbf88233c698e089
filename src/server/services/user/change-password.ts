import "server-only";
import { callAuth } from "../../auth/auth-errors";
import { ACCOUNT_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject, refundRateLimit } from "../../security/rate-limit";
import type { ActorContext } from "../context";

/**
 * Both passwords arrive as MD5 hex; every session is signed out and the caller gets a new one (Better Auth replaces
 * the calling session: its token is answered so the person stays signed in where they changed it). Wrong current
 * passwords are capped per user (counted up front, given back on success), so a stolen session cannot guess it.
 */
export async function changePassword({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { old_password: string; new_password: string };
}): Promise<{ token: string }> {
  const subject = limitSubject("user", ctx.actor.userId);
  await enforceRateLimit(ctx.db, ACCOUNT_LIMITS.changePasswordFailuresPerUser, subject);
  const result = await callAuth(() =>
    ctx.auth.api.changePassword({
      body: { currentPassword: input.old_password, newPassword: input.new_password, revokeOtherSessions: true },
      headers: ctx.headers,
    }),
  );
  await refundRateLimit(ctx.db, ACCOUNT_LIMITS.changePasswordFailuresPerUser, subject);
  // revokeOtherSessions always creates the new session, so its token is there; the check keeps the type honest.
  if (!result.token) throw new Error("password changed but no new session was created");
  return { token: result.token };
}
