// Which demo account an AccountRef names. The id wins over the handle when both are given, as on real platforms
// (handles change, ids do not):
// - an id we issued is read back (key and variant); its handle is known only when the ref's handle matches, or
//   when the account was generated;
// - another well-formed platform id (a real UC… channel id, a secUid…) names a generated account derived from it;
// - a handle names the account derived from it, case-insensitively. Handles ending in -404, -private or -empty
//   (also _ or . before the word, since TikTok, Instagram and Threads handles cannot contain "-") are the demo's
//   missing, private and upload-less accounts.
import "server-only";

import { isValidHandle, TIKTOK_SEC_UID, YOUTUBE_CHANNEL_ID } from "@/domain/parse-input";
import type { PlatformName } from "@/domain/platforms";
import { NotFoundError, PrivateError } from "../errors";
import type { AccountRef } from "../types";
import { type AccountModel, buildAccountModel } from "./account-model";
import { type AccountIdentity, decodeAccountId } from "./ids";
import { inventHandle } from "./names";
import { hashInts, hashString, Random } from "./random";
import { DEMO_SOURCE } from "./source";

export interface DemoAccount {
  identity: AccountIdentity;
  /** null when the account was named by an id alone and its handle is not part of the id. */
  handle: string | null;
  model: AccountModel;
}

const SPECIAL = /^(.+)[-_.](404|private|empty)$/i;
const NUMERIC_ID = /^\d{1,21}$/;

function keyOfHandle(platform: PlatformName, handle: string): number {
  return hashString(`${platform}:@${handle.toLowerCase()}`);
}

export function generatedHandle(platform: PlatformName, key: number): string {
  return inventHandle(new Random(hashInts(key, 0x4a4d)), platform);
}

export function demoAccount(platform: PlatformName, identity: AccountIdentity, handle: string | null): DemoAccount {
  return { identity, handle, model: buildAccountModel(platform, identity.key, identity.variant === "empty") };
}

/** The handle, when it matches the account key; the invented handle for generated accounts; else null. */
export function knownHandle(platform: PlatformName, identity: AccountIdentity, hint?: string): string | null {
  if (identity.variant === "generated") return generatedHandle(platform, identity.key);
  const handle = hint?.trim().replace(/^@/, "");
  return handle && keyOfHandle(platform, handle) === identity.key ? handle : null;
}

function isPlatformAccountId(platform: PlatformName, id: string): boolean {
  if (platform === "youtube") return YOUTUBE_CHANNEL_ID.test(id);
  if (platform === "tiktok") return NUMERIC_ID.test(id) || TIKTOK_SEC_UID.test(id);
  return NUMERIC_ID.test(id);
}

function byHandle(platform: PlatformName, typed: string): DemoAccount {
  const handle = typed.trim().replace(/^@/, "");
  const special = SPECIAL.exec(handle);
  const base = special?.[1];
  if (!isValidHandle(platform, handle) && !(base && isValidHandle(platform, base))) {
    throw new NotFoundError(DEMO_SOURCE, `There is no demo account @${handle}`);
  }
  const kind = special?.[2]?.toLowerCase();
  if (kind === "404") throw new NotFoundError(DEMO_SOURCE, `The demo account @${handle} does not exist`);
  if (kind === "private") throw new PrivateError(DEMO_SOURCE, `The demo account @${handle} is private`);
  const identity: AccountIdentity = {
    key: keyOfHandle(platform, handle),
    variant: kind === "empty" ? "empty" : "named",
  };
  return demoAccount(platform, identity, handle);
}

export function resolveAccount(platform: PlatformName, ref: AccountRef): DemoAccount {
  const id = ref.id?.trim();
  if (id) {
    const issued = decodeAccountId(platform, id);
    if (issued) return demoAccount(platform, issued, knownHandle(platform, issued, ref.handle));
    if (isPlatformAccountId(platform, id)) {
      const identity: AccountIdentity = { key: hashString(`${platform}:id:${id}`), variant: "generated" };
      return demoAccount(platform, identity, generatedHandle(platform, identity.key));
    }
  }
  if (ref.handle?.trim()) return byHandle(platform, ref.handle);
  throw new NotFoundError(DEMO_SOURCE, "A demo account needs a handle or a well-formed id");
}
