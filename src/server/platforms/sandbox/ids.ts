// The demo platform's ids, in each platform's real shape so that they pass the same parsing and validation as real
// ones (a demo Short's link pastes back into "track a video"):
//   account: YouTube UC + 22, TikTok 19 digits, Instagram 17 digits (1784…), Threads 17 digits;
//   video:   YouTube 11 characters, TikTok 19 digits (7…), Instagram and Threads 18-digit media ids, plus an
//            11-character shortcode for their links.
// An account id carries a 32-bit key and a variant; a video id carries its author's key, whether that author was
// generated, and its upload number (so a video's accountPlatformId can be rebuilt from the video id alone).
import "server-only";
import type { PlatformName } from "@/domain/platforms";
import { base64Codec, decimalCodec, type IdCodec } from "./id-codec";

/** "named": made from a handle someone typed; "generated": invented by the sandbox; "empty": a handle ending -empty. */
export type AccountVariant = "named" | "generated" | "empty";

export interface AccountIdentity {
  key: number;
  variant: AccountVariant;
}

export interface UploadIdentity {
  /** The author; "empty" accounts have no uploads, so only "named" and "generated" occur here. */
  author: AccountIdentity;
  upload: number;
}

const VARIANTS: AccountVariant[] = ["named", "generated", "empty"];
const VARIANT_BITS = 2;
const UPLOAD_BITS = 14;
/** Upload numbers fit in 14 bits: more than 40 years of daily uploads. */
export const MAX_UPLOADS = 2 ** UPLOAD_BITS;

const ACCOUNT_BITS = 32 + VARIANT_BITS;
const VIDEO_BITS = 32 + 1 + UPLOAD_BITS;

const ACCOUNT_IDS: Record<PlatformName, IdCodec> = {
  youtube: base64Codec("UC", 22, ACCOUNT_BITS, "youtube:account"),
  tiktok: decimalCodec("6", 18, ACCOUNT_BITS, "tiktok:account"),
  instagram: decimalCodec("1784", 13, ACCOUNT_BITS, "instagram:account"),
  threads: decimalCodec("1", 16, ACCOUNT_BITS, "threads:account"),
};

const VIDEO_IDS: Record<PlatformName, IdCodec> = {
  youtube: base64Codec("", 11, VIDEO_BITS, "youtube:video"),
  tiktok: decimalCodec("7", 18, VIDEO_BITS, "tiktok:video"),
  instagram: decimalCodec("17", 16, VIDEO_BITS, "instagram:video"),
  threads: decimalCodec("18", 16, VIDEO_BITS, "threads:video"),
};

/** Instagram and Threads link to media by shortcode, not by id; YouTube and TikTok links use the id itself. */
const SHORTCODES: Partial<Record<PlatformName, IdCodec>> = {
  instagram: base64Codec("", 11, VIDEO_BITS, "instagram:shortcode"),
  threads: base64Codec("", 11, VIDEO_BITS, "threads:shortcode"),
};

function accountData({ key, variant }: AccountIdentity): bigint {
  return (BigInt(key >>> 0) << BigInt(VARIANT_BITS)) | BigInt(VARIANTS.indexOf(variant));
}

function uploadData({ author, upload }: UploadIdentity): bigint {
  if (upload < 0 || upload >= MAX_UPLOADS) throw new Error(`Upload number ${upload} out of range`);
  if (author.variant === "empty") throw new Error("An empty account has no uploads");
  const generated = author.variant === "generated" ? 1n : 0n;
  return (((BigInt(author.key >>> 0) << 1n) | generated) << BigInt(UPLOAD_BITS)) | BigInt(upload);
}

export function encodeAccountId(platform: PlatformName, identity: AccountIdentity): string {
  return ACCOUNT_IDS[platform].encode(accountData(identity));
}

export function decodeAccountId(platform: PlatformName, id: string): AccountIdentity | null {
  const data = ACCOUNT_IDS[platform].decode(id);
  if (data === null) return null;
  const variant = VARIANTS[Number(data & 0b11n)];
  return variant ? { key: Number(data >> BigInt(VARIANT_BITS)), variant } : null;
}

export function encodeVideoId(platform: PlatformName, identity: UploadIdentity): string {
  return VIDEO_IDS[platform].encode(uploadData(identity));
}

/** The code in the video's link: the shortcode on Instagram and Threads, the id elsewhere. */
export function encodeVideoCode(platform: PlatformName, identity: UploadIdentity): string {
  return (SHORTCODES[platform] ?? VIDEO_IDS[platform]).encode(uploadData(identity));
}

/** Reads a video id or a shortcode we issued; null for anything else. */
export function decodeVideoId(platform: PlatformName, id: string): UploadIdentity | null {
  const data = VIDEO_IDS[platform].decode(id) ?? SHORTCODES[platform]?.decode(id) ?? null;
  if (data === null) return null;
  const authorData = data >> BigInt(UPLOAD_BITS);
  return {
    author: { key: Number(authorData >> 1n), variant: authorData & 1n ? "generated" : "named" },
    upload: Number(data & BigInt(MAX_UPLOADS - 1)),
  };
}
