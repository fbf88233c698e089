// Share and short links are never requested as pasted (issue 13 item 5): the share code is read from the parsed
// link and the URL rebuilt on the platform's own host, so nothing a person types (user info, port, another host,
// odd path segments) reaches the request. The hosts here are also the only ones their redirects may lead to.
import "server-only";
import { type ParsedInput, ParseInputError } from "@/domain/parse-input";

const CODE = "[A-Za-z0-9_-]{1,64}";
const TIKTOK_SHORT = new RegExp(`^https://(vm|vt)\\.tiktok\\.com/(${CODE})/$`);
const TIKTOK_T = new RegExp(`^https://(?:www\\.|m\\.)?tiktok\\.com/t/(${CODE})/$`);
const INSTAGRAM_SHARE = new RegExp(`^https://(?:www\\.)?instagram\\.com/share/(?:(reel|p|reels|tv)/)?(${CODE})/$`);
const THREADS_SHARE = new RegExp(`^https://(?:www\\.)?threads\\.(net|com)/share/(${CODE})/$`);

export const SHARE_LINK_HOSTS = {
  tiktok: ["tiktok.com"],
  instagram: ["instagram.com"],
  threads: ["threads.net", "threads.com"],
} as const;

export type SharePlatform = keyof typeof SHARE_LINK_HOSTS;

/** The share URL rebuilt from its code; ParseInputError (a 400) when the link does not have the expected shape. */
export function rebuildShareUrl(platform: SharePlatform, shortUrl: string): string {
  const unreadable = () => new ParseInputError("invalid_id", "This share link has no share code we can follow");
  if (platform === "tiktok") {
    const short = TIKTOK_SHORT.exec(shortUrl);
    if (short) return `https://${short[1]}.tiktok.com/${short[2]}/`;
    const t = TIKTOK_T.exec(shortUrl);
    if (t) return `https://www.tiktok.com/t/${t[1]}/`;
    throw unreadable();
  }
  if (platform === "instagram") {
    const share = INSTAGRAM_SHARE.exec(shortUrl);
    if (!share) throw unreadable();
    return `https://www.instagram.com/share/${share[1] ? `${share[1]}/` : ""}${share[2]}/`;
  }
  const share = THREADS_SHARE.exec(shortUrl);
  if (!share) throw unreadable();
  return `https://www.threads.${share[1]}/share/${share[2]}/`;
}

export function isSharePlatform(platform: ParsedInput["platform"]): platform is SharePlatform {
  return platform in SHARE_LINK_HOSTS;
}
