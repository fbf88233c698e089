// GET /v1/api-keys: the team's keys that are not revoked, newest first, with who made them. Never the key itself.
import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { ApiKeyInfo } from "@/domain/contracts/api-keys";
import type { Db } from "../../db/client";
import { apiKeys, user } from "../../db/schema";

type Row = typeof apiKeys.$inferSelect & { creatorName: string | null; creatorEmail: string | null };

export function toApiKeyInfo(row: Row): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope === "write" ? "write" : "read",
    created_by: { user_id: row.createdBy, full_name: row.creatorName ?? "", email: row.creatorEmail ?? "" },
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Db, params: { teamId: number }): Promise<ApiKeyInfo[]> {
  const rows = await db
    .select({ key: apiKeys, creatorName: user.name, creatorEmail: user.email })
    .from(apiKeys)
    .leftJoin(user, eq(user.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.teamId, params.teamId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.id));
  return rows.map((r) => toApiKeyInfo({ ...r.key, creatorName: r.creatorName, creatorEmail: r.creatorEmail }));
}
