// The local email outbox (/dev/outbox) holds password-reset and verification links, so it fails closed
// (issue 13 item 1): only without SMTP, outside production, and with `?key=` equal to OUTBOX_KEY or, when that is
// unset, to a key generated once into DATA_DIR/outbox-key (mode 0600). `npm start` (scripts/start.mjs) reads or
// creates the same file to print the full URL; whichever runs first creates it (O_EXCL), the other reads it.
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "../env";

export const OUTBOX_KEY_FILE = "outbox-key";

export function isOutboxEnabled(): boolean {
  const env = getEnv();
  return !env.smtpUrl && !env.isProduction;
}

export function outboxKey(): string {
  const env = getEnv();
  if (env.outboxKey) return env.outboxKey;
  const file = path.join(env.dataDir, OUTBOX_KEY_FILE);
  try {
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** True only when the outbox is enabled and `given` is exactly the key (compared in constant time). */
export function canOpenOutbox(given: string | string[] | undefined): boolean {
  if (!isOutboxEnabled() || typeof given !== "string" || given === "") return false;
  const expected = Buffer.from(outboxKey());
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
