// Key authentication (issue 17 item 3): `Authorization: Bearer fsk_…` resolved into the Actor of the key's team.
// The key acts with its creator's current role in that team (a demoted creator's write key loses the writes; a
// creator who left makes the key invalid) and its scope on top (src/domain/api-keys.ts, checked by the guards).
// Every call reads the row, so a revoked key, an expired one, or one of a team no longer on a plan with API access
// is refused at once, with a message that says which.
import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { PLANS, planOf } from "@/domain/plans";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { apiKeys, member, organization, user } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { effectiveRole } from "../../queries/team/effective-role";
import type { Actor } from "../context";
import { hashApiKey } from "./api-key-secret";

/** `last_used_at` is written at most this often per key, so busy scripts do not write on every call. */
const LAST_USED_EVERY_MS = 60_000;

const invalid = (message: string) => new ApiError(ErrorCode.ApiKeyInvalid, message);

export async function authenticateApiKey(db: Db, key: string): Promise<Actor> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      teamId: apiKeys.teamId,
      scope: apiKeys.scope,
      createdBy: apiKeys.createdBy,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      plan: organization.plan,
    })
    .from(apiKeys)
    .innerJoin(organization, eq(organization.id, apiKeys.teamId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)))
    .limit(1);
  if (!row) throw invalid("This API key is not valid");
  if (row.revokedAt) throw invalid("This API key was revoked");
  const at = now();
  if (row.expiresAt && row.expiresAt <= at) throw invalid(`This API key expired on ${row.expiresAt.toISOString()}`);
  if (!planOf(row.plan).limits.apiAccess)
    throw invalid(`This API key's team is no longer on a plan with API access (${PLANS.max.label})`);
  const [creator] =
    row.createdBy === null
      ? []
      : await db
          .select({
            email: user.email,
            emailVerified: user.emailVerified,
            role: member.role,
            readOnly: member.readOnly,
          })
          .from(member)
          .innerJoin(user, eq(user.id, member.userId))
          .where(and(eq(member.userId, row.createdBy), eq(member.organizationId, row.teamId)))
          .limit(1);
  if (!creator || row.createdBy === null)
    throw invalid("The member who created this API key is no longer in the team; ask an Admin for a new key");
  await touchLastUsed(db, row.id, at);
  return {
    userId: row.createdBy,
    email: creator.email,
    emailVerified: creator.emailVerified,
    teamId: row.teamId,
    role: effectiveRole(creator),
    sessionToken: "",
    apiKey: { id: row.id, scope: row.scope === "write" ? "write" : "read" },
  };
}

/** One conditional UPDATE: concurrent calls within the same minute write at most once. */
async function touchLastUsed(db: Db, id: number, at: Date): Promise<void> {
  const staleBefore = new Date(at.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
