import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { callAuth } from "../../auth/auth-errors";
import { emailOutbox, user } from "../../db/schema";
import { getEnv } from "../../env";
import { ApiError } from "../../errors/api-error";
import { ACCOUNT_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject } from "../../security/rate-limit";
import type { ActorContext, ServiceContext } from "../context";

/** Checks the token from the verification email; the link works in any browser, signed in or not. */
export async function verifyEmail({ ctx, input }: { ctx: ServiceContext; input: { token: string } }) {
  await callAuth(() => ctx.auth.api.verifyEmail({ query: { token: input.token }, headers: ctx.headers }));
}

/** Sends a fresh verification link to the signed-in user's address, unless it is verified already. */
export async function resendVerification({ ctx }: { ctx: ActorContext }) {
  const [row] = await ctx.db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, ctx.actor.userId));
  if (row?.emailVerified) throw new ApiError(ErrorCode.Conflict, "Your email address is already verified");
  await enforceRateLimit(ctx.db, ACCOUNT_LIMITS.resendVerificationPerEmail, limitSubject("email", ctx.actor.email));
  const sentAfter = new Date();
  await callAuth(() =>
    ctx.auth.api.sendVerificationEmail({
      body: { email: ctx.actor.email, callbackURL: `${getEnv().appUrl}/dashboard/` },
      headers: ctx.headers,
    }),
  );
  // The auth layer swallows delivery failures (sign-up must not fail on them); here the person asked for the
  // email, so a failed delivery is reported.
  const [mail] = await ctx.db
    .select({ error: emailOutbox.error })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, ctx.actor.email), gte(emailOutbox.createdAt, sentAfter)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (mail?.error)
    throw new ApiError(ErrorCode.Unavailable, "The email could not be sent right now, please try again later");
}
