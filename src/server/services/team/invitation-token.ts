// Invitation links carry 32 random bytes; the database keeps only their SHA-256, so a leaked table or backup holds
// no usable link (issue 14 item 1). An invitation lapses 7 days after it was last sent.
import "server-only";
import crypto from "node:crypto";
import { type Locale, localePathPrefix } from "@/i18n/locales";
import { getEnv } from "../../env";

export const INVITATION_DAYS = 7;

export function hashInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_DAYS * 86_400_000);
}

/**
 * The accept page's link (`/invite/accept/?token=…`), built on APP_URL like the reset and verification links, in
 * the email's language (`/de/invite/accept/…`): an unprefixed path is the English page.
 */
export function acceptUrl(token: string, locale: Locale): string {
  return `${getEnv().appUrl}${localePathPrefix(locale)}/invite/accept/?token=${encodeURIComponent(token)}`;
}
