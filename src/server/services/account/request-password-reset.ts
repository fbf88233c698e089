import "server-only";
import { callAuth } from "../../auth/auth-errors";
import { getEnv } from "../../env";
import type { ServiceContext } from "../context";

/** Sends a reset link when the address has an account; answers the same either way so addresses are not revealed. */
export async function requestPasswordReset({ ctx, input }: { ctx: ServiceContext; input: { email: string } }) {
  await callAuth(() =>
    ctx.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: `${getEnv().appUrl}/reset-password/` },
      headers: ctx.headers,
    }),
  );
}
