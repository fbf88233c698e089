import "server-only";
import { callAuth } from "../../auth/auth-errors";
import type { ActorContext } from "../context";

/** Both passwords arrive as MD5 hex; other sessions are signed out, the current one stays. */
export async function changePassword({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { old_password: string; new_password: string };
}) {
  await callAuth(() =>
    ctx.auth.api.changePassword({
      body: { currentPassword: input.old_password, newPassword: input.new_password, revokeOtherSessions: true },
      headers: ctx.headers,
    }),
  );
}
