import "server-only";
import { callAuth } from "../../auth/auth-errors";
import { clientIpFromHeaders } from "../../security/client-ip";
import { ACCOUNT_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject } from "../../security/rate-limit";
import type { ServiceContext } from "../context";
import { type SignedInUser, signedInUser } from "./signed-in-user";

export interface RegisterInput {
  email: string;
  password: string;
  fullname: string;
}

/**
 * Creates the user (the auth hook gives them a personal team as Owner), sends the verification email, signs in.
 * Every attempt counts against the client IP's hourly cap.
 */
export async function registerAccount({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: RegisterInput;
}): Promise<SignedInUser> {
  await enforceRateLimit(ctx.db, ACCOUNT_LIMITS.registerPerIp, limitSubject("ip", clientIpFromHeaders(ctx.headers)));
  const result = await callAuth(() =>
    ctx.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.fullname },
      headers: ctx.headers,
    }),
  );
  return signedInUser(ctx.db, Number(result.user.id), result.token);
}
