// GET /v1/collection/{id}/export: one CSV row per deduplicated video of the collection (its loose feeds and its
// channels' tracked feeds, each once), most viewed first, with the header in the requester's language. Cells go
// through the feed export's guard (csvCell: RFC 4180 quoting, formula prefixes neutralised).
import "server-only";
import type { FeedItem } from "@/domain/contracts/tracking";
import type { Locale } from "@/i18n/locales";
import type { Db } from "../../db/client";
import { emailTranslator } from "../../email/email-translator";
import { csvCell } from "../tracking/export-feeds";
import { readCollectionVideos } from "./collection-videos";

type Column = [key: string, read: (video: FeedItem) => unknown];

const COLUMNS: Column[] = [
  ["reports.csv.title", (v) => v.caption],
  ["reports.csv.url", (v) => v.url],
  ["reports.csv.creator", (v) => v.channel.handle ?? v.channel.name],
  ["reports.csv.platform", (v) => v.platform],
  ["reports.csv.views", (v) => v.views],
  ["reports.csv.growth7d", (v) => v.growth.d7],
  ["reports.csv.engagement", (v) => v.engagement],
  ["reports.csv.engagementRate", (v) => (v.engagement_rate === null ? null : v.engagement_rate.toFixed(4))],
  ["reports.csv.outlier", (v) => (v.outlet === null ? null : v.outlet.toFixed(2))],
  ["reports.csv.published", (v) => v.published_on],
];

export const byViewsDesc = (a: FeedItem, b: FeedItem) => (b.views ?? -1) - (a.views ?? -1) || a.id - b.id;

export async function exportCollectionCsv(
  db: Db,
  teamId: number,
  collectionId: number,
  locale: Locale | null,
): Promise<string> {
  const { t } = await emailTranslator(locale, "");
  const { videos } = await readCollectionVideos(db, teamId, collectionId);
  const lines = [COLUMNS.map(([key]) => csvCell(t(key))).join(",")];
  for (const video of [...videos].sort(byViewsDesc)) {
    lines.push(COLUMNS.map(([, read]) => csvCell(read(video))).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
