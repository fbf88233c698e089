// The daily gains as CSV (GET /v1/channel/{id}/gains/export): the rows of the JSON answer, newest first, with the
// cells guarded like the feed export's (tracking/export-feeds.ts csvCell: RFC 4180 quoting, formula prefixes).
// A day without a snapshot says so in the Snapshot column and leaves every figure empty, never 0.
import "server-only";
import type { ChannelGains, ChannelGainsRow } from "@/domain/contracts/channel-history";
import { csvCell } from "../../queries/tracking/export-feeds";

const COLUMNS: [string, (row: ChannelGainsRow) => unknown][] = [
  ["Date", (row) => row.date],
  ["Snapshot", (row) => (row.missing ? "missing" : "yes")],
  ["Followers", (row) => row.followers],
  ["Followers change", (row) => row.followers_change],
  ["Total views", (row) => row.views_total],
  ["Views change", (row) => row.views_change],
  ["New videos", (row) => row.new_videos],
  ["Likes", (row) => row.likes_total],
  ["Likes change", (row) => row.likes_change],
  ["Videos", (row) => row.video_count],
  ["Videos change", (row) => row.video_count_change],
  ["Following", (row) => row.following],
  ["Following change", (row) => row.following_change],
  ["Compared with", (row) => row.previous_date],
];

export function channelGainsCsv(gains: ChannelGains): string {
  const lines = [COLUMNS.map(([name]) => csvCell(name)).join(",")];
  for (const row of gains.rows) lines.push(COLUMNS.map(([, read]) => csvCell(read(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
