// Share tokens (issue 17 item 2): what POST /v1/share/{key}/auth gives a visitor who knows a link's password, sent
// back as X-Share-Token. A token is `<key>.<password version>.<expiry seconds>.<signature>`, signed with HMAC-SHA256
// under a key derived from the installation's session secret (src/server/auth/secret.ts). It is bound to the link's
// key and to its password version, so it stops working when the link is revoked or expires (the link is gone) and
// when the password changes (the version moves on). Nothing is stored per token.
import "server-only";
import crypto from "node:crypto";
import { loadAuthSecret } from "../../auth/secret";
import type { Db } from "../../db/client";

/** How long a token lasts: a week, so a client re-enters the password now and then. */
export const SHARE_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

const signingKeys = new WeakMap<object, Promise<Buffer>>();

/** A key of its own for share tokens, so a share signature can never stand in for anything the session secret signs. */
function signingKey(db: Db): Promise<Buffer> {
  let key = signingKeys.get(db);
  if (!key) {
    key = loadAuthSecret(db).then((secret) =>
      crypto.createHmac("sha256", secret).update("feedscope share token v1").digest(),
    );
    signingKeys.set(db, key);
  }
  return key;
}

function sign(key: Buffer, payload: string): string {
  return crypto.createHmac("sha256", key).update(payload).digest("base64url");
}

export async function issueShareToken(
  db: Db,
  link: { key: string; passwordVersion: number },
  at: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(at.getTime() + SHARE_TOKEN_TTL_SECONDS * 1000);
  const payload = `${link.key}.${link.passwordVersion}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${payload}.${sign(await signingKey(db), payload)}`, expiresAt };
}

/** Whether `token` was issued for this link at its current password version and has not expired. */
export async function isValidShareToken(
  db: Db,
  link: { key: string; passwordVersion: number },
  token: string | null | undefined,
  at: Date,
): Promise<boolean> {
  if (!token || token.length > 256) return false;
  const parts = token.split(".");
  if (parts.length !== 4) return false;
  const [key, version, expiry, signature = ""] = parts;
  if (key !== link.key || version !== String(link.passwordVersion)) return false;
  if (!/^\d{1,12}$/.test(expiry ?? "") || Number(expiry) * 1000 <= at.getTime()) return false;
  const expected = Buffer.from(sign(await signingKey(db), `${key}.${version}.${expiry}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
