// The link behind a share key, when it still works: not revoked and not past its expiry. A revoked, expired or
// unknown key all read as "no such link" (the route answers 404 for each, so a key's history is not revealed).
import "server-only";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { SHARE_KEY_PATTERN } from "@/domain/contracts/share";
import type { Db } from "../../db/client";
import { shareLinks } from "../../db/schema";

export type ShareLinkRecord = typeof shareLinks.$inferSelect;

export async function findLiveShareLink(db: Db, key: string, at: Date): Promise<ShareLinkRecord | null> {
  if (!SHARE_KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.key, key),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, at)),
      ),
    )
    .limit(1);
  return row ?? null;
}
