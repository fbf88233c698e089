import "server-only";
import { callAuth } from "../../auth/auth-errors";
import { getEnv } from "../../env";
import { ACCOUNT_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject } from "../../security/rate-limit";
import type { ServiceContext } from "../context";

/**
 * Sends a reset link when the address has an account; answers the same either way so addresses are not revealed
 * (the hourly cap per address applies to every address alike).
 */
export async function requestPasswordReset({ ctx, input }: { ctx: ServiceContext; input: { email: string } }) {
  await enforceRateLimit(ctx.db, ACCOUNT_LIMITS.passwordResetPerEmail, limitSubject("email", input.email));
  await callAuth(() =>
    ctx.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: `${getEnv().appUrl}/reset-password/` },
      headers: ctx.headers,
    }),
  );
}
