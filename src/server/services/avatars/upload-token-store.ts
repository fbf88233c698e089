// Upload tokens live in Better Auth's verification table (identifier, value, expires_at), which the hourly purge
// job already empties of expired rows. The identifier holds the caller's id and the SHA-256 of the token, never the
// token itself: a token only ever matches its own caller's rows, and a database reader cannot replay one.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { UploadTarget } from "@/domain/contracts/upload";
import type { Db } from "../../db/client";
import { verification } from "../../db/schema";

export interface UploadGrant {
  target: UploadTarget;
  /** The team whose avatar a team upload changes: the caller's active team when the token was issued. */
  teamId: number;
}

function identifierOf(userId: number, token: string): string {
  return `avatar-upload:${userId}:${createHash("sha256").update(token).digest("hex")}`;
}

export function newUploadToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function saveUploadGrant(
  db: Db,
  params: { userId: number; token: string; grant: UploadGrant; expiresAt: Date },
): Promise<void> {
  await db.insert(verification).values({
    identifier: identifierOf(params.userId, params.token),
    value: JSON.stringify(params.grant),
    expiresAt: params.expiresAt,
  });
}

/**
 * Takes the caller's grant for `token` out of the table in one statement (DELETE … RETURNING), so of two uploads
 * with one token exactly one gets it. Null when the caller has no such token; the expiry is the caller's to check.
 */
export async function takeUploadGrant(
  db: Db,
  params: { userId: number; token: string },
): Promise<{ grant: UploadGrant; expiresAt: Date } | null> {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, identifierOf(params.userId, params.token)))
    .returning({ value: verification.value, expiresAt: verification.expiresAt });
  if (!row) return null;
  return { grant: JSON.parse(row.value) as UploadGrant, expiresAt: row.expiresAt };
}
