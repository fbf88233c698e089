// The test provider signs its events the way Stripe does (a `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
// header), so forged, unsigned and stale events are refused by the same kind of check on both providers.
import "server-only";
import crypto from "node:crypto";
import { WebhookSignatureError } from "./provider";

/** Events older (or newer) than this are refused as replays of a captured request. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, body: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

export function verifySignature(secret: string, body: string, header: string | null, now = new Date()): void {
  if (!header) throw new WebhookSignatureError("no signature header");
  const parts = new Map<string, string[]>();
  for (const piece of header.split(",")) {
    const [key, value] = piece.split("=", 2);
    if (!key || !value) continue;
    parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const t = Number(parts.get("t")?.[0]);
  const candidates = parts.get("v1") ?? [];
  if (!Number.isInteger(t) || candidates.length === 0) throw new WebhookSignatureError("malformed signature header");
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("timestamp outside the tolerance");
  }
  const expected = Buffer.from(crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"), "utf8");
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, "utf8");
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError("signature does not match");
}
