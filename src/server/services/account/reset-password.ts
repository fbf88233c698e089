import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { callAuth } from "../../auth/auth-errors";
import type { Db } from "../../db/client";
import { user, verification } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import type { ServiceContext } from "../context";

/** Better Auth keeps a reset token as a verification row "reset-password:<token>" whose value is the user id. */
export async function checkResetToken(db: Db, token: string): Promise<{ email: string }> {
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, sql`${user.id}::text = ${verification.value}`)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.InvalidToken);
  return { email: row.email };
}

export async function resetPassword({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { token: string; password: string };
}) {
  await checkResetToken(ctx.db, input.token);
  await callAuth(() =>
    ctx.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: ctx.headers }),
  );
}
