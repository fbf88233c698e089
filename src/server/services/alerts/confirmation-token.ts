// Email destinations are confirmed by a link (issue 16 item 1) carrying 32 random bytes; only their SHA-256 is
// stored, as with invitations (src/server/services/team/invitation-token.ts). A link lapses after 7 days; saving
// the group again sends a fresh one to addresses still unconfirmed whose link lapsed.
import "server-only";
import crypto from "node:crypto";
import { DEFAULT_LOCALE, localePathPrefix, normalizeLocale } from "@/i18n/locales";
import { getEnv } from "../../env";

export const CONFIRMATION_DAYS = 7;

export function hashConfirmationToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function newConfirmationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashConfirmationToken(token) };
}

export function confirmationLapsed(sentAt: Date | null, at: Date): boolean {
  return !sentAt || at.getTime() - sentAt.getTime() > CONFIRMATION_DAYS * 86_400_000;
}

/**
 * The link of the confirmation email: a page that confirms through the API and says so in words, in the email's
 * language (an unprefixed path is an English page, src/i18n/stored-locale-scope.ts, so the locale goes in the path).
 */
export function confirmationUrl(token: string, locale: string | null): string {
  const prefix = localePathPrefix(normalizeLocale(locale) ?? DEFAULT_LOCALE);
  return `${getEnv().appUrl}${prefix}/confirm-alerts/?token=${encodeURIComponent(token)}`;
}

/** A webhook's signing secret: 32 random bytes, hex, with a prefix that says what it is. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("hex")}`;
}
