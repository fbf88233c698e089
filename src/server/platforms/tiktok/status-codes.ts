// The `statusCode` values TikTok puts inside its page JSON (the HTTP status is 200 either way). Sources are in
// ../shared/reference/platform-apis.md §2.4; codes not listed here are unknown and reported as upstream failures,
// so a change on TikTok's side never turns into "this account does not exist".
import "server-only";

export const TIKTOK_STATUS = {
  ok: 0,
  /** Profile page: user not found. Third-party code reads it so today [3p, unconfirmed in the reference]. */
  userNotFound: 10221,
  /**
   * Profile page: user not found, the older code. Not in the reference; named in the adapter brief and used by
   * many third-party availability checkers ("10221 today, 10202 historically").
   */
  userNotFoundLegacy: 10202,
  /** Private account (yt-dlp: profile and video pages). */
  privateAccount: 10222,
  /** Private post (yt-dlp). */
  privatePost: 10216,
  /**
   * Video page: the post is not available. yt-dlp words it "Your IP address is blocked from accessing this
   * post"; gallery-dl and others read it as "post not available / deleted". We treat it as gone (left out),
   * as the brief asks; see the note in fetchVideos.
   */
  postUnavailable: 10204,
} as const;

export type ProfileStatus = "ok" | "not_found" | "private" | "unknown";
export type VideoStatus = "ok" | "unavailable" | "unknown";

export function classifyProfileStatus(code: number | null): ProfileStatus {
  if (code === null || code === TIKTOK_STATUS.ok) return "ok";
  if (code === TIKTOK_STATUS.userNotFound || code === TIKTOK_STATUS.userNotFoundLegacy) return "not_found";
  if (code === TIKTOK_STATUS.privateAccount) return "private";
  return "unknown";
}

/**
 * A video that is gone, private, or posted by a private account is left out of fetchVideos' answer (the contract
 * wants only videos we can read; failing the whole batch for one of them would hide all the others).
 */
export function classifyVideoStatus(code: number | null): VideoStatus {
  if (code === null || code === TIKTOK_STATUS.ok) return "ok";
  if (
    code === TIKTOK_STATUS.postUnavailable ||
    code === TIKTOK_STATUS.privatePost ||
    code === TIKTOK_STATUS.privateAccount
  ) {
    return "unavailable";
  }
  return "unknown";
}
