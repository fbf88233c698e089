// The public side of a share link (issue 17 item 2): GET /v1/share/{key} and POST /v1/share/{key}/auth. No sign-in:
// the key is the permission, and for a link with a password, a share token from the password (./share-token.ts).
// Revoked, expired and unknown keys all answer 404 (not 410), so nobody learns that a key once existed.
import "server-only";
import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import type { SharedView, ShareToken } from "@/domain/contracts/share";
import { ErrorCode } from "@/domain/error-codes";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { shareLinks } from "../../db/schema";
import { ApiError, notFound } from "../../errors/api-error";
import { findLiveShareLink } from "../../queries/share/find-live-share-link";
import { getSharedView } from "../../queries/share/get-shared-view";
import { clientIpFromHeaders } from "../../security/client-ip";
import { SHARE_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject, refundRateLimit } from "../../security/rate-limit";
import { issueShareToken, isValidShareToken } from "./share-token";

export const SHARED_VIEW_NOT_FOUND = "This shared link does not exist or is no longer available";

/**
 * The shared view for a visitor: 401 (password_required) when the link has a password and the token is not valid.
 * Counts a view only when asked (`countView`: the page's first fetch of a page load), not on every refetch.
 */
export async function openSharedView(
  db: Db,
  params: { key: string; token: string | null; countView: boolean },
): Promise<SharedView> {
  const at = now();
  const link = await findLiveShareLink(db, params.key, at);
  if (!link) throw notFound(SHARED_VIEW_NOT_FOUND);
  if (link.passwordHash !== null && !(await isValidShareToken(db, link, params.token, at))) {
    throw new ApiError(ErrorCode.SharePasswordRequired, undefined, { password_required: true });
  }
  const view = await getSharedView(db, link, at);
  if (!view) throw notFound(SHARED_VIEW_NOT_FOUND);
  if (!params.countView) return view;
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: at })
    .where(eq(shareLinks.id, link.id));
  return view;
}

/**
 * A token for the right password, 90002 for a wrong one. Attempts are counted up front per link and client IP (so
 * concurrent guesses from one address cannot slip past it) and given back when the password was right. The per-link
 * count, across every address, counts failures only: counted up front, anyone could use it up and lock everyone
 * out of the link, so a correct password is never refused for it; past it, a wrong one answers 429 instead of 90002.
 */
export async function authenticateShare(
  db: Db,
  params: { key: string; password: string; headers: Headers },
): Promise<ShareToken> {
  const at = now();
  const perLinkAndIp = {
    rule: SHARE_LIMITS.authPerLinkAndIp,
    subject: limitSubject("key", `${params.key}@${clientIpFromHeaders(params.headers)}`),
  };
  await enforceRateLimit(db, perLinkAndIp.rule, perLinkAndIp.subject, at);
  const link = await findLiveShareLink(db, params.key, at);
  if (!link) throw notFound(SHARED_VIEW_NOT_FOUND);
  if (link.passwordHash !== null && !(await verifyPassword({ hash: link.passwordHash, password: params.password }))) {
    await enforceRateLimit(db, SHARE_LIMITS.authPerLink, limitSubject("key", params.key), at);
    throw new ApiError(ErrorCode.SharePasswordError, "The password is not correct");
  }
  await refundRateLimit(db, perLinkAndIp.rule, perLinkAndIp.subject, at);
  const { token, expiresAt } = await issueShareToken(db, link, at);
  return { token, expires_at: expiresAt.toISOString() };
}
