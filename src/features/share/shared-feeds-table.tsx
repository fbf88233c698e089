"use client";
// The shared view's sortable feed table: the analysis pages' table (spec columns, sorted in the browser), without
// the track button (a visitor tracks nothing).
import type { FeedItem } from "@/domain/contracts/tracking";
import { FeedsTable } from "../analyze/feeds-table";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import { asAnalysisFeed } from "../tracking/feeds-table";

const noop = () => undefined;

export function SharedFeedsTable({ feeds, format }: { feeds: FeedItem[]; format: AnalyzeFormat }) {
  // The table names one platform in its "open on" labels: the first feed's (a collection is usually one platform).
  const platform = feeds.find((feed) => feed.platform)?.platform ?? "youtube";
  return (
    <FeedsTable
      feeds={feeds.map(asAnalysisFeed)}
      platform={platform}
      canTrack={false}
      onPlanLimit={noop}
      format={format}
    />
  );
}
