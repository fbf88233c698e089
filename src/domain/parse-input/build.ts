// Result builders that validate what they are given, so every parser returns only well-formed references.
import type { PlatformName } from "../platforms";
import { invalidHandle, invalidId } from "./messages";
import { isValidHandle } from "./rules";
import type { ParsedInput } from "./types";

export function accountByHandle(platform: PlatformName, handle: string): ParsedInput {
  if (!isValidHandle(platform, handle)) throw invalidHandle(platform, handle);
  return { platform, kind: "account", handle };
}

export function accountById(platform: PlatformName, id: string): ParsedInput {
  return { platform, kind: "account", id };
}

/** A video whose id must match `pattern`; `what` names the id in the error ("video id", "post code"). */
export function videoById(
  platform: PlatformName,
  id: string | null | undefined,
  pattern: RegExp,
  what: string,
  author?: string,
): ParsedInput {
  if (!id || !pattern.test(id)) throw invalidId(platform, what, "video");
  if (author !== undefined && !isValidHandle(platform, author)) throw invalidHandle(platform, author);
  return author === undefined ? { platform, kind: "video", id } : { platform, kind: "video", id, handle: author };
}

export function byShortUrl(platform: PlatformName, kind: ParsedInput["kind"], shortUrl: string): ParsedInput {
  return { platform, kind, shortUrl };
}
