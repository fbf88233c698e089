import "server-only";
import { callAuth } from "../../auth/auth-errors";
import { ACCOUNT_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject, refundRateLimit } from "../../security/rate-limit";
import type { ActorContext } from "../context";

/**
 * Both passwords arrive as MD5 hex; other sessions are signed out, the current one stays. Wrong current passwords
 * are capped per user (counted up front, given back on success), so a stolen session cannot guess the password.
 */
export async function changePassword({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { old_password: string; new_password: string };
}) {
  const subject = limitSubject("user", ctx.actor.userId);
  await enforceRateLimit(ctx.db, ACCOUNT_LIMITS.changePasswordFailuresPerUser, subject);
  await callAuth(() =>
    ctx.auth.api.changePassword({
      body: { currentPassword: input.old_password, newPassword: input.new_password, revokeOtherSessions: true },
      headers: ctx.headers,
    }),
  );
  await refundRateLimit(ctx.db, ACCOUNT_LIMITS.changePasswordFailuresPerUser, subject);
}
