// Steady state for the benches that time a refresh: each video as its last refresh left it — metadata columns and
// raw payload with the content hash the engine compares (src/server/tracking/content-hash.ts) — computed from the
// loopback API's own answer mapped by the real YouTube mapper. A refresh then finds no content change, as in
// production where only the counts move between refreshes; without it every timed write is a video's first (the
// full upsert and the payload write), which costs several times a refresh.
import { mapVideo, videoDurationSeconds, videoPublishedAt } from "../../src/server/platforms/youtube/map";
import { VideoSchema } from "../../src/server/platforms/youtube/schemas";
import { isShortByDuration } from "../../src/server/platforms/youtube/shorts";
import { contentHash } from "../../src/server/tracking/content-hash";
import type { FixtureVideo } from "../../tests/fixtures/youtube/data";
import { videoResource } from "../../tests/fixtures/youtube/resources";

/** Sends one statement with positional parameters (a pg Pool's query, or runStatement bound to a drizzle handle). */
export type Query = (text: string, params: unknown[]) => Promise<unknown>;

const CHUNK = 20_000;

/** Writes the steady state of every YouTube video whose platform id `fixtureOf` answers, in chunks. */
export async function seedSteadyState(
  query: Query,
  platformIds: string[],
  fixtureOf: (id: string) => FixtureVideo | null,
  webBaseUrl: string,
): Promise<void> {
  for (let first = 0; first < platformIds.length; first += CHUNK) {
    const cols: unknown[][] = [[], [], [], [], [], [], [], [], []];
    for (const id of platformIds.slice(first, first + CHUNK)) {
      const fixture = fixtureOf(id);
      if (!fixture) continue;
      const parsed = VideoSchema.parse(
        JSON.parse(JSON.stringify(videoResource(fixture, [], ["snippet", "statistics", "contentDetails"]))),
      );
      const v = mapVideo(parsed, isShortByDuration(videoDurationSeconds(parsed), videoPublishedAt(parsed)), webBaseUrl);
      const row = [
        v.platformId,
        v.url,
        v.caption,
        v.thumbnailUrl,
        v.durationSeconds,
        v.publishedAt?.toISOString() ?? null,
        v.isShort,
        contentHash(v),
        JSON.stringify(v.raw),
      ];
      for (const [c, value] of row.entries()) (cols[c] as unknown[]).push(value);
    }
    await query(
      `WITH s AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[],
          $7::boolean[], $8::uuid[], $9::jsonb[]) AS t(platform_id, url, caption, thumb, dur, published, is_short, hash, raw)),
        v AS (UPDATE platform_videos v SET url = s.url, caption = s.caption, thumbnail_url = s.thumb,
          duration_seconds = s.dur, published_at = s.published, is_short = s.is_short, content_hash = s.hash
          FROM s WHERE v.platform = 3 AND v.platform_id = s.platform_id RETURNING v.id, v.platform_id)
      INSERT INTO platform_video_raw (video_id, raw) SELECT v.id, s.raw FROM v JOIN s USING (platform_id)`,
      cols,
    );
  }
}
