// The demo platform (DESIGN.md §5): an in-process PlatformAdapter with made-up but believable accounts and videos,
// used when a platform's real source is not configured and demo mode is on. Deterministic: the same refs and the
// same `now` give the same answers on every run, in every process. Every record is flagged isDemo.
//
// Special handles: …-404 → NotFoundError, …-private → PrivateError, …-empty → an account without uploads
// ("_" or "." may replace "-", see accounts.ts). The model itself is described in account-model.ts and
// video-model.ts; which counts are null per platform in traits.ts.
import "server-only";
import type { PlatformName } from "@/domain/platforms";
import { MalformedError } from "../errors";
import type { AccountRef, ListOptions, NormalizedVideo, PlatformAdapter, VideoPage, VideoRef } from "../types";
import { uploadsBefore } from "./account-model";
import { resolveAccount } from "./accounts";
import { toNormalizedAccount, toNormalizedVideo } from "./normalize";
import { DEMO_SOURCE } from "./source";
import { resolveVideo, uploadedVideo } from "./videos";

export interface DemoAdapterOptions {
  /** The demo's clock; uploads exist once published and counts grow with it. Defaults to the real time. */
  now?: () => Date;
}

/**
 * Page cursors name the upload to continue below ("before:37" → uploads 36, 35, …), not a position in the list, so
 * uploads published between two page requests never shift a page and never show up twice.
 */
const CURSOR = /^before:(\d{1,5})$/;

function readCursor(cursor: string | null | undefined, newest: number): number {
  if (cursor === null || cursor === undefined || cursor === "") return newest;
  const before = CURSOR.exec(cursor)?.[1];
  if (before === undefined) throw new MalformedError(DEMO_SOURCE, `Not a demo page cursor: ${cursor}`);
  return Math.min(Number(before), newest);
}

export function createDemoAdapter(platform: PlatformName, options: DemoAdapterOptions = {}): PlatformAdapter {
  const nowMs = () => (options.now ? options.now() : new Date()).getTime();

  return {
    platform,
    source: DEMO_SOURCE,

    async fetchAccount(ref: AccountRef) {
      return toNormalizedAccount(resolveAccount(platform, ref), nowMs());
    },

    async listAccountVideos(ref: AccountRef, { limit, cursor }: ListOptions): Promise<VideoPage> {
      const now = nowMs();
      const account = resolveAccount(platform, ref);
      const start = readCursor(cursor, uploadsBefore(account.model, now));
      // At least one per page, so a caller's bad limit cannot end the listing early.
      const size = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 1;
      const end = Math.max(0, start - size);
      const videos: NormalizedVideo[] = [];
      for (let upload = start - 1; upload >= end; upload--) {
        videos.push(toNormalizedVideo(uploadedVideo(account, upload), now));
      }
      return { videos, cursor: end > 0 ? `before:${end}` : null };
    },

    async fetchVideos(refs: VideoRef[]) {
      const now = nowMs();
      return refs.flatMap((ref) => {
        const video = resolveVideo(platform, ref, now);
        return video ? [toNormalizedVideo(video, now)] : [];
      });
    },
  };
}
