import "server-only";
import { callAuth } from "../../auth/auth-errors";
import { clientIpFromHeaders } from "../../security/client-ip";
import { ACCOUNT_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject, refundRateLimit } from "../../security/rate-limit";
import type { ServiceContext } from "../context";
import { type SignedInUser, signedInUser } from "./signed-in-user";

/**
 * Signs in with email and password. Every attempt counts against the client IP; failures count against the
 * address (counted before the attempt so a burst cannot slip past, given back when the password was right), so a
 * correct password for one address never clears the failures of another.
 */
export async function signIn({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { email: string; password: string };
}): Promise<SignedInUser> {
  await enforceRateLimit(ctx.db, ACCOUNT_LIMITS.signInPerIp, limitSubject("ip", clientIpFromHeaders(ctx.headers)));
  const email = limitSubject("email", input.email);
  await enforceRateLimit(ctx.db, ACCOUNT_LIMITS.signInFailuresPerEmail, email);
  const result = await callAuth(() =>
    ctx.auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: ctx.headers }),
  );
  await refundRateLimit(ctx.db, ACCOUNT_LIMITS.signInFailuresPerEmail, email);
  return signedInUser(ctx.db, Number(result.user.id), result.token);
}
