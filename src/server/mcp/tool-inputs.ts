// Input pieces the MCP tools share. They follow the /v1 query parameters (src/domain/contracts/tracking.ts) but
// take JSON types (numbers, arrays, status names) instead of query strings, since a model sends JSON arguments.
import "server-only";
import { z } from "zod";
import { MAX_ID } from "@/domain/contracts/common";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import { PLATFORM_NAMES } from "@/domain/platforms";

export const platformInput = z
  .enum(PLATFORM_NAMES)
  .describe("Only this platform: youtube (Shorts), tiktok, instagram (Reels) or threads");

export const idInput = (what: string) =>
  z.number().int().positive().max(MAX_ID).describe(`The ${what}'s id, as list results give it in \`id\``);

/** A day or an instant; the /v1 list filters take the same. */
export const dateInput = (what: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .describe(`${what}: a date (2026-01-31) or an ISO 8601 time (2026-01-31T12:00:00Z)`);

export const toDate = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

export const pagingInput = {
  order: z.enum(["asc", "desc"]).default("desc").describe("Sort direction (default desc: largest or newest first)"),
  page: z.number().int().min(1).default(1).describe("Page number, from 1"),
  page_size: z.number().int().min(1).max(100).default(20).describe("Rows per page, 1 to 100 (default 20)"),
};

export const collectionInput = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .describe("Only items of this collection (its hash id, as in /dashboard/collections/<hash id>)");

export const searchInput = z.string().trim().min(1).max(200).describe("Text search over captions, handles and names");

const FEED_STATUS_NAMES = {
  not_found: FeedStatus.NotFound,
  pending: FeedStatus.Pending,
  tracking: FeedStatus.Tracking,
  stopped: FeedStatus.Stop,
  deleted: FeedStatus.Deleted,
  removed: FeedStatus.Removed,
} as const;
const CHANNEL_STATUS_NAMES = {
  pending: ChannelStatus.Pending,
  tracking: ChannelStatus.Tracking,
  stopped: ChannelStatus.Stop,
  deleted: ChannelStatus.Deleted,
  removed: ChannelStatus.Remove,
} as const;
type FeedStatusName = keyof typeof FEED_STATUS_NAMES;
type ChannelStatusName = keyof typeof CHANNEL_STATUS_NAMES;

export const feedStatusInput = z
  .array(z.enum(Object.keys(FEED_STATUS_NAMES) as [FeedStatusName, ...FeedStatusName[]]))
  .min(1)
  .describe(
    "Only feeds in these states: tracking (refreshed on schedule), pending (first fetch not done), stopped, " +
      "not_found (the video is gone), removed (private or vanished), deleted",
  );
export const channelStatusInput = z
  .array(z.enum(Object.keys(CHANNEL_STATUS_NAMES) as [ChannelStatusName, ...ChannelStatusName[]]))
  .min(1)
  .describe("Only channels in these states: tracking, pending, stopped, removed (vanished or private), deleted");

export const feedStatusValues = (names: FeedStatusName[] | undefined) => names?.map((name) => FEED_STATUS_NAMES[name]);
export const channelStatusValues = (names: ChannelStatusName[] | undefined) =>
  names?.map((name) => CHANNEL_STATUS_NAMES[name]);
