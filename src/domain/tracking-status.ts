// Tracking states. The platform-side state of an entity ("fetch state") is kept on the global row; a team's tracked
// row carries the spec's status (section 3), kept in step by src/server/tracking/sync-statuses.ts: a vanished video
// is "not found" (-1), a private one "removed" (4), a vanished or private account "Remove" (4); stopped rows stay
// stopped.
import { ChannelStatus, FeedStatus } from "./enums";

export type FetchState = "ok" | "not_found" | "private" | "failing";

/** Consecutive misses before a video or account is declared gone (one miss can be a platform hiccup). */
export const MISSES_BEFORE_GONE = 2;

/**
 * Statuses that keep an entity on the refresh schedule. Vanished and private ones stay on it (at the plan's pace)
 * because they can come back; only stopped rows are off it.
 */
export const ACTIVE_FEED_STATUSES = [
  FeedStatus.Pending,
  FeedStatus.Tracking,
  FeedStatus.NotFound,
  FeedStatus.Removed,
] as const;
export const ACTIVE_CHANNEL_STATUSES = [ChannelStatus.Pending, ChannelStatus.Tracking, ChannelStatus.Remove] as const;

/** The message key (under `tracking.status`) of each feed or channel status number; channels have no -1. */
export const STATUS_LABEL_KEYS = {
  "-1": "notFound",
  "0": "pending",
  "1": "tracking",
  "2": "stopped",
  "3": "deleted",
  "4": "removed",
} as const;

export function statusLabelKey(status: number): (typeof STATUS_LABEL_KEYS)[keyof typeof STATUS_LABEL_KEYS] | null {
  return STATUS_LABEL_KEYS[String(status) as keyof typeof STATUS_LABEL_KEYS] ?? null;
}
