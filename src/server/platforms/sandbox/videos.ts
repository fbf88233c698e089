// Which demo video a VideoRef names. Ids we issued (from an account's uploads) are read back into the same upload,
// with the same counts the listing shows. Any other well-formed id becomes a video derived from the id itself, by
// one of a small pool of generated authors, published 2 weeks to 2 years before DEMO_ANCHOR_MS (never after "now"):
// fetchVideos never drops a well-formed id.
import "server-only";

import { isWellFormedVideoId } from "@/domain/parse-input";
import type { PlatformName } from "@/domain/platforms";
import type { VideoRef } from "../types";
import { uploadsBefore, uploadTimeMs } from "./account-model";
import { type DemoAccount, demoAccount, generatedHandle, knownHandle } from "./accounts";
import { decodeVideoId, encodeVideoCode, encodeVideoId } from "./ids";
import { hashInts, hashString, Random } from "./random";
import { DAY_MS, DEMO_ANCHOR_MS } from "./source";
import { buildVideoModel, type VideoModel } from "./video-model";

/** Generated authors of videos named by ids we did not issue, per platform. */
const AUTHOR_POOL = 64;

export interface DemoVideo {
  platformId: string;
  /** What the video's link shows (the shortcode on Instagram and Threads); null when we cannot tell. */
  code: string | null;
  author: DemoAccount;
  /** Its place in the author's uploads; null for a video derived from an id we did not issue. */
  upload: number | null;
  model: VideoModel;
}

/** Upload `upload` of `author` (which must have uploads: not an "empty" account). */
export function uploadedVideo(author: DemoAccount, upload: number): DemoVideo {
  const { platform } = author.model;
  const identity = { author: author.identity, upload };
  return {
    platformId: encodeVideoId(platform, identity),
    code: encodeVideoCode(platform, identity),
    author,
    upload,
    model: buildVideoModel(
      author.model,
      hashInts(author.identity.key, upload, 0x71de0),
      uploadTimeMs(author.model, upload),
    ),
  };
}

function derivedVideo(platform: PlatformName, id: string, nowMs: number): DemoVideo {
  const seed = hashString(`${platform}:video:${id}`);
  const authorKey = hashString(`${platform}:author:${seed % AUTHOR_POOL}`);
  const author = demoAccount(platform, { key: authorKey, variant: "generated" }, generatedHandle(platform, authorKey));
  const ageMs = new Random(hashInts(seed, 0x9d)).between(14, 730) * DAY_MS;
  const publishedMs = Math.floor(Math.min(nowMs, DEMO_ANCHOR_MS - ageMs) / 1000) * 1000;
  // A numeric Instagram or Threads id is a media id; its shortcode (for the link) is unknown.
  const numericMedia = (platform === "instagram" || platform === "threads") && /^\d+$/.test(id);
  return {
    platformId: id,
    code: numericMedia ? null : id,
    author,
    upload: null,
    model: buildVideoModel(author.model, seed, publishedMs),
  };
}

/** The video `ref` names at `nowMs`; null when its id is not well-formed for the platform. */
export function resolveVideo(platform: PlatformName, ref: VideoRef, nowMs: number): DemoVideo | null {
  const id = ref.id.trim();
  if (!isWellFormedVideoId(platform, id)) return null;
  const issued = decodeVideoId(platform, id);
  if (issued) {
    const author = demoAccount(platform, issued.author, knownHandle(platform, issued.author, ref.handle));
    // An id of ours names a published upload; one that does not (a real id that decodes by chance, or an upload
    // asked for before its time) falls back to the derived video rather than being dropped.
    if (issued.upload < uploadsBefore(author.model, nowMs)) return uploadedVideo(author, issued.upload);
  }
  return derivedVideo(platform, id, nowMs);
}
