"use client";
// A video's thumbnail, or a neutral tile when there is none or it fails to load (platform images expire).
import { Play } from "lucide-react";
import { useState } from "react";
import type { AnalysisFeed } from "@/domain/analysis";

export function FeedThumbnail({ feed }: { feed: AnalysisFeed }) {
  const [broken, setBroken] = useState(false);
  if (!feed.thumbnail || broken) {
    return (
      <span
        aria-hidden
        className="flex h-12 w-9 shrink-0 items-center justify-center rounded bg-muted text-muted-foreground"
      >
        <Play className="h-4 w-4" />
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: remote platform thumbnails of any host; no image optimizer needed
    <img
      src={feed.thumbnail}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className="h-12 w-9 shrink-0 rounded bg-muted object-cover"
    />
  );
}
