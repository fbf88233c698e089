// GET /v1/feed/export: the filtered feed list as CSV, with the feed table's visible columns. The status is written
// twice (issue 20 item 3): as the word the feed table shows, in the requester's language, and as the spec's number
// (section 3) in a column of its own, so a spreadsheet can filter on either.
import "server-only";

import type { FeedItem } from "@/domain/contracts/tracking";
import type { Db } from "../../db/client";
import { type FeedFilters, type FeedSort, listFeeds } from "./list-feeds";

/** The status word of a feed status number, in the language of the person exporting. */
export type StatusWord = (status: number) => string;

const columns = (statusWord: StatusWord): [string, (feed: FeedItem) => unknown][] => [
  ["Platform", (f) => f.platform],
  ["URL", (f) => f.url],
  ["Caption", (f) => f.caption],
  ["Channel", (f) => f.channel.handle ?? f.channel.name],
  ["Views", (f) => f.views],
  ["Engagement", (f) => f.engagement],
  ["Likes", (f) => f.likes],
  ["Comments", (f) => f.comments],
  ["Shares", (f) => f.shares],
  ["Bookmarks", (f) => f.bookmarks],
  ["Outlier (×median)", (f) => (f.outlet === null ? null : f.outlet.toFixed(2))],
  ["Views growth 7d", (f) => f.growth.d7],
  ["Duration (s)", (f) => f.duration],
  ["Published on", (f) => f.published_on],
  ["Last updated", (f) => f.last_updated],
  ["Tracked since", (f) => f.tracked_at],
  ["Status", (f) => statusWord(f.status)],
  ["Status code", (f) => f.status],
];

/** RFC 4180 quoting; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function exportFeedsCsv(
  db: Db,
  teamId: number,
  params: FeedFilters & { sort: FeedSort; order: "asc" | "desc" },
  statusWord: StatusWord,
): Promise<string> {
  const COLUMNS = columns(statusWord);
  const lines = [COLUMNS.map(([name]) => csvCell(name)).join(",")];
  const pageSize = 500;
  for (let page = 1; ; page++) {
    const { list, total } = await listFeeds(db, teamId, { ...params, page, page_size: pageSize });
    for (const feed of list) lines.push(COLUMNS.map(([, read]) => csvCell(read(feed))).join(","));
    if (page * pageSize >= total || !list.length) break;
  }
  return `${lines.join("\r\n")}\r\n`;
}
