// Text without a link: an @handle, a name typed without "@", or an id that only one platform uses.
//
// Decisions on ambiguous input:
// - A handle does not say its platform: without a picked platform it is refused with a request to pick one.
// - With a picked platform, a name without "@" is that platform's handle (people often leave the "@" out).
// - `UC` + 22 characters is a YouTube channel id and `MS4wLjABAAAA…` a TikTok secUid, even without a picked
//   platform: no handle looks like them by accident.
// - A bare 11-character YouTube video id or a bare numeric TikTok video id is NOT read as a video: "dQw4w9WgXcQ" is
//   also a valid handle, and a wrong guess would track the wrong thing. Videos need a link; with a picked platform
//   such a string is read as a handle, like any other name.
import { PLATFORM_NAMES, type PlatformName } from "../platforms";
import { accountByHandle, accountById } from "./build";
import { needsPlatform, unrecognized } from "./messages";
import { isValidHandle, TIKTOK_SEC_UID, YOUTUBE_CHANNEL_ID } from "./rules";
import type { ParsedInput } from "./types";

export function parseBare(token: string, picked: PlatformName | undefined): ParsedInput {
  const hasAt = token.startsWith("@");
  const name = hasAt ? token.slice(1) : token;
  if (!hasAt && YOUTUBE_CHANNEL_ID.test(token) && (picked ?? "youtube") === "youtube") {
    return accountById("youtube", token);
  }
  if (!hasAt && TIKTOK_SEC_UID.test(token) && (picked ?? "tiktok") === "tiktok") return accountById("tiktok", token);
  if (picked) return accountByHandle(picked, name);
  if (!PLATFORM_NAMES.some((platform) => isValidHandle(platform, name))) throw unrecognized();
  throw needsPlatform(name);
}
