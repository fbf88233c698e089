// The account an accepted invitation creates for an address without one (issue 14 item 1): verified at once (the
// emailed link proves the address), with its password, and its personal team from the user-create hook.
import "server-only";
import { eq } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../../db/client";
import { account, user } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import type { ServiceContext } from "../context";

/** PostgreSQL refused a duplicate in a unique column (SQLSTATE 23505), anywhere in the cause chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Creates the user and their password without a verification email. Two accepts of one link for a new address
 * race here: the second insert hits the unique email, and its answer is what the link now is, used (40007).
 */
export async function createVerifiedAccount(
  ctx: ServiceContext,
  input: { email: string; name: string; password: string },
): Promise<void> {
  const auth = await ctx.auth.$context;
  const created = await auth.internalAdapter
    .createUser({ email: input.email, name: input.name, emailVerified: true }, { method: "email-password" })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(ErrorCode.InvitationUsed);
      throw error;
    });
  await auth.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: String(created.id),
    password: await auth.password.hash(input.password),
  });
}

/**
 * 40007 when the address's account exists but has no way to sign in yet (no account row: Better Auth writes the user,
 * then its password): a parallel accept of the same link is creating it right now. Signing in to it would answer a
 * misleading 40001 (found on PostgreSQL, where the other accept can be between the two writes).
 */
export async function assertAccountComplete(db: Pick<Db, "select">, email: string): Promise<void> {
  const rows = await db
    .select({ accountId: account.id })
    .from(user)
    .leftJoin(account, eq(account.userId, user.id))
    .where(eq(user.email, email))
    .limit(1);
  if (rows[0] && rows[0].accountId === null) throw new ApiError(ErrorCode.InvitationUsed);
}
