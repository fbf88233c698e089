// Demo models to the adapter contract's records, leaving out (null) what the real source cannot report.
import "server-only";
import type { NormalizedAccount, NormalizedVideo } from "../types";
import { followersAt, uploadsBefore } from "./account-model";
import type { DemoAccount } from "./accounts";
import { encodeAccountId } from "./ids";
import { avatarDataUrl, thumbnailDataUrl } from "./svg";
import { TRAITS } from "./traits";
import { profileUrl, videoUrl } from "./urls";
import { countsAt } from "./video-model";
import { type DemoVideo, uploadedVideo } from "./videos";

/** Likes received over every published upload (TikTok's heartCount). */
function likesReceived(account: DemoAccount, nowMs: number): number {
  let total = 0;
  const count = uploadsBefore(account.model, nowMs);
  for (let upload = 0; upload < count; upload++) total += countsAt(uploadedVideo(account, upload).model, nowMs).likes;
  return total;
}

export function toNormalizedAccount(account: DemoAccount, nowMs: number): NormalizedAccount {
  const { model, identity, handle } = account;
  const { platform } = model;
  const { reports } = TRAITS[platform];
  const platformId = encodeAccountId(platform, identity);
  return {
    platform,
    platformId,
    handle,
    displayName: model.displayName,
    avatarUrl: avatarDataUrl(model.displayName, model.hue),
    profileUrl: profileUrl(platform, handle, platformId),
    bio: model.bio,
    followers: followersAt(model, nowMs),
    following: reports.following ? model.following : null,
    videoCount: uploadsBefore(model, nowMs),
    likesTotal: reports.likesTotal ? likesReceived(account, nowMs) : null,
    isDemo: true,
    raw: {
      demo: true,
      variant: identity.variant,
      followersAtAnchor: model.followersAtAnchor,
      medianViews: Math.round(model.medianViews),
      uploadsAtAnchor: model.uploadsAtAnchor,
      firstUploadAt: new Date(model.firstUploadMs).toISOString(),
    },
  };
}

export function toNormalizedVideo(video: DemoVideo, nowMs: number): NormalizedVideo {
  const { model, author } = video;
  const { platform } = author.model;
  const { reports, isShort } = TRAITS[platform];
  const counts = countsAt(model, nowMs);
  return {
    platform,
    platformId: video.platformId,
    accountPlatformId: encodeAccountId(platform, author.identity),
    url: videoUrl(platform, video.code, author.handle),
    caption: model.caption,
    thumbnailUrl: thumbnailDataUrl(model.hue, (model.hue + 40) % 360),
    durationSeconds: reports.duration ? model.durationSeconds : null,
    publishedAt: new Date(model.publishedMs),
    views: reports.views ? counts.views : null,
    likes: counts.likes,
    comments: counts.comments,
    shares: reports.shares ? counts.shares : null,
    bookmarks: reports.bookmarks ? counts.bookmarks : null,
    isShort,
    isDemo: true,
    raw: {
      demo: true,
      upload: video.upload,
      isOutlier: model.isOutlier,
      // Like the real Instagram adapter's raw rows: the shortcode beside the numeric media id.
      ...(platform === "instagram" || platform === "threads" ? { shortcode: video.code } : {}),
    },
  };
}
