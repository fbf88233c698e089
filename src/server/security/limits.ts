// Every abuse limit of the app in one place (issue 13 items 2, 4 and 7; the README's "Abuse limits" table lists
// them). Each is a rule for the one rate limiter (./rate-limit.ts); the services say which subject they count.
import "server-only";
import type { RateLimitRule } from "./rate-limit";

const MINUTE = 60;
const HOUR = 3600;

function rule(scope: string, limit: number, windowSeconds: number, message: string): RateLimitRule {
  return { scope, limit, windowSeconds, message };
}

/** Account endpoints (issue 13 item 2). Failure limits are counted up front and refunded on success. */
export const ACCOUNT_LIMITS = {
  signInFailuresPerEmail: rule(
    "signin.email",
    10,
    15 * MINUTE,
    "Too many failed sign-ins for this address; please wait 15 minutes and try again",
  ),
  signInPerIp: rule("signin.ip", 30, MINUTE, "Too many sign-in attempts; please wait a minute and try again"),
  registerPerIp: rule("register.ip", 20, HOUR, "Too many new accounts from this network; please try again later"),
  passwordResetPerEmail: rule(
    "password-reset.email",
    3,
    HOUR,
    "Too many reset emails for this address; please check your inbox or try again in an hour",
  ),
  resendVerificationPerEmail: rule(
    "verify-resend.email",
    3,
    HOUR,
    "Too many verification emails; please check your inbox or try again in an hour",
  ),
  changePasswordFailuresPerUser: rule(
    "password-change.user",
    10,
    HOUR,
    "Too many wrong current passwords; please try again in an hour",
  ),
} as const;

/**
 * Team invitations (issue 14 item 1): each send (first or again) counts for its address within the team and for
 * the team; previews and accepts of invitation links count per client IP, against token guessing.
 */
export const TEAM_LIMITS = {
  sendsPerInvitation: rule(
    "invite-send.email",
    3,
    HOUR,
    "This invitation was sent 3 times this hour; please ask the person to check their inbox or try again later",
  ),
  invitationsPerTeam: rule(
    "invite-send.team",
    30,
    HOUR,
    "Your team has sent 30 invitations this hour; please try again later",
  ),
  acceptPerIp: rule(
    "invite-accept.ip",
    30,
    15 * MINUTE,
    "Too many invitation links tried from this network; please wait 15 minutes and try again",
  ),
} as const;

/**
 * Work that calls the platforms (issue 13 item 4): tracking, manual refreshes and analyses, per person and per
 * team, so one account or one team cannot spend the platform quotas every team shares.
 */
export const USAGE_LIMITS = {
  trackPerUser: rule(
    "track.user",
    60,
    HOUR,
    "You have started tracking 60 accounts or videos this hour; please try again later",
  ),
  trackPerTeam: rule(
    "track.team",
    200,
    HOUR,
    "Your team has started tracking 200 accounts or videos this hour; please try again later",
  ),
  refreshPerUser: rule("refresh.user", 60, HOUR, "You have refreshed 60 times this hour; please try again later"),
  refreshPerTeam: rule(
    "refresh.team",
    200,
    HOUR,
    "Your team has refreshed 200 times this hour; please try again later",
  ),
  analyzePerVisitorIp: rule(
    "analyze.ip",
    10,
    HOUR,
    "Visitors can run 10 analyses an hour; sign in for more, or try again later",
  ),
  /** Signed-in people whose address is not verified get the visitor cap (issue 13 item 7). */
  analyzePerUnverifiedUser: rule(
    "analyze.unverified-user",
    10,
    HOUR,
    "You can run 10 analyses an hour until you verify your email address; please verify it for more",
  ),
  analyzePerUser: rule("analyze.user", 60, HOUR, "You can run 60 analyses an hour; please try again later"),
  analyzePerTeam: rule("analyze.team", 200, HOUR, "Your team can run 200 analyses an hour; please try again later"),
} as const;

/**
 * Image uploads (issue 14 item 6), counted when an upload token is issued: each token allows one upload, so this
 * caps the decoding and resizing work one person can cause.
 */
export const UPLOAD_LIMITS = {
  uploadsPerUser: rule("upload.user", 20, HOUR, "You have uploaded 20 images this hour; please try again later"),
} as const;

/**
 * Alerts (issue 16 item 1): confirmation emails to the addresses of email destinations, which can be anyone's, per
 * address within the team and per team; confirmation links per client IP, against token guessing; test alerts per
 * team.
 */
export const ALERT_LIMITS = {
  confirmationsPerAddress: rule(
    "alert-confirm-send.email",
    3,
    HOUR,
    "This address was sent 3 confirmation emails this hour; please ask its owner to check their inbox or try later",
  ),
  confirmationsPerTeam: rule(
    "alert-confirm-send.team",
    30,
    HOUR,
    "Your team has sent 30 alert confirmation emails this hour; please try again later",
  ),
  /** The group's Test button sends to every destination at once: per team, so a loop cannot flood a chat. */
  testsPerTeam: rule(
    "alert-test.team",
    30,
    HOUR,
    "Your team has sent 30 test alerts this hour; please try again later",
  ),
  confirmPerIp: rule(
    "alert-confirm.ip",
    30,
    15 * MINUTE,
    "Too many confirmation links tried from this network; please wait 15 minutes and try again",
  ),
} as const;

/**
 * Share links (issue 17 item 2): password attempts on a link, counted per link and client IP (one visitor cannot
 * try many passwords on one link), and wrong passwords per link from every address (answered 429 past it; a correct
 * password is never refused for this count, so nobody can lock a link's visitors out by using it up).
 */
export const SHARE_LIMITS = {
  authPerLinkAndIp: rule(
    "share-auth.key-ip",
    10,
    15 * MINUTE,
    "Too many password attempts for this link; please wait 15 minutes and try again",
  ),
  authPerLink: rule(
    "share-auth.key",
    100,
    HOUR,
    "Too many password attempts for this link; please try again in an hour",
  ),
} as const;

/**
 * API keys (issue 17 item 3): requests per key per minute (`API_KEY_RATE_PER_MINUTE`, default 60). Every call made
 * with a key counts, and the answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.
 */
export function apiKeyRequestLimit(perMinute: number): RateLimitRule {
  return rule(
    "api-key.requests",
    perMinute,
    MINUTE,
    `This API key may make ${perMinute} requests a minute; please wait and try again`,
  );
}
