// The result and the failure of parsing what a person pasted into a "track this" box.
import type { PlatformName } from "../platforms";

/**
 * What the text names. Exactly one way to reach it is set:
 * - `id`: the platform's own id (YouTube `UC…` channel or 11-character video id, TikTok numeric video id or `secUid`,
 *   Instagram/Threads shortcode);
 * - `handle`: the account name without "@", in the case it was typed (compare case-insensitively elsewhere);
 * - `shortUrl`: a link that names nothing by itself (TikTok short links, Instagram and Threads share links, YouTube
 *   legacy and custom channel URLs). The server must follow its redirect or read the page to learn the id.
 * A video may also carry its author's `handle` when the link shows it (tiktok.com/@name/video/…). YouTube legacy
 * channel URLs (/user/NAME, /c/NAME, /NAME) carry both: `handle` is the best guess to try first (YouTube usually,
 * but not always, gave the channel the same @handle) and `shortUrl` is the way to be sure.
 */
export interface ParsedInput {
  platform: PlatformName;
  kind: "account" | "video";
  id?: string;
  handle?: string;
  shortUrl?: string;
}

export interface ParseInputOptions {
  /** The platform the person picked. Needed for a bare @handle; a link of another platform is then refused. */
  platform?: PlatformName;
}

/** Why the text was refused, for callers that show their own (translated) message. */
export type ParseInputErrorReason =
  | "empty"
  | "unrecognized"
  | "unsupported_site"
  | "needs_platform"
  | "invalid_handle"
  | "invalid_id"
  | "reserved_path"
  | "unsupported_link"
  | "platform_mismatch";

/** What the parser learned before it refused: the host of an unsupported site, or whether the link had the shape of
 * an account or a video link (so a form that tracks the other kind can say so instead of a generic refusal). */
export interface ParseInputErrorFacts {
  host?: string;
  linkKind?: "account" | "video";
  /** For refusals of a link of a known platform: the sentence saying what is wrong, without the "Paste …" advice. */
  platform?: PlatformName;
  problem?: string;
}

export class ParseInputError extends Error {
  constructor(
    readonly reason: ParseInputErrorReason,
    message: string,
    readonly facts: ParseInputErrorFacts = {},
  ) {
    super(message);
    this.name = "ParseInputError";
  }
}
