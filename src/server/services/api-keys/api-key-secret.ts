// The key itself (issue 17 item 3): `fsk_` and 32 random bytes in hex, shown once; only its SHA-256 is stored, as
// with invitation tokens (src/server/services/team/invitation-token.ts). The lookup hashes what the caller sends.
import "server-only";
import crypto from "node:crypto";
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS } from "@/domain/api-keys";

export function hashApiKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString("hex")}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS) };
}
