// The content hash a refresh compares with the stored one (content-hash.ts): counters at any depth are not content,
// everything else is, the payload is never modified, and the hash of a payload is the one stored before session 8
// (so no video rewrites its metadata and payload because the hash's code changed).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { NormalizedVideo } from "../platforms/types";
import { contentHash } from "./content-hash";
import { video } from "./test/store-videos-support";

/** Session 7's definition (src/server/tracking/store-videos.ts at cd88efe): JSON with a replacer, then MD5. */
function storedHash(v: NormalizedVideo): string {
  const counter = /(^|_)count$|Count$|^(statistics|insights|etag)$/;
  const content = [
    v.url,
    v.caption,
    v.thumbnailUrl,
    v.durationSeconds,
    v.publishedAt?.toISOString() ?? null,
    v.isShort,
    v.isDemo,
    v.raw ?? null,
  ];
  const json = JSON.stringify(content, (key, value) => (counter.test(key) ? undefined : value));
  return createHash("md5").update(json).digest("hex");
}

// Payloads shaped like the platforms' answers: counters at the top, nested in objects and inside arrays of objects,
// keys that only look like counters (discount, counter, county), nulls, and properties left undefined.
const payloads: Record<string, unknown>[] = [
  {
    kind: "youtube#video",
    etag: "abc",
    id: "yt1",
    snippet: { title: "T", tags: ["a", "b"] },
    statistics: { viewCount: "5" },
  },
  { id: "tt1", stats: { playCount: 10, diggCount: 2, shareCount: 1 }, author: { uniqueId: "x", followerCount: 9 } },
  {
    id: "ig1",
    like_count: 3,
    comments_count: 4,
    children: [{ id: "c1", view_count: 7, media_type: "VIDEO" }, 5, null],
  },
  {
    id: "x1",
    discount: 2,
    counter: "k",
    county: "Kent",
    insights: { data: [] },
    caption: undefined,
    nested: [[{ play_count: 1 }]],
  },
];

describe("contentHash", () => {
  it("equals the hash stored before session 8 for every payload shape", () => {
    for (const [i, raw] of payloads.entries()) {
      const v = video(`ch${i}`, 100, { raw });
      expect(contentHash(v)).toBe(storedHash(v));
    }
    // A payload key named __proto__ (JSON.parse makes it an own property) is content like any other.
    const proto = video("chProto", 100, { raw: JSON.parse('{"__proto__": {"title": "x"}, "viewCount": "2"}') });
    expect(contentHash(proto)).toBe(storedHash(proto));
    // A literal computed with session 7's code, in case both definitions above drifted together.
    expect(contentHash(video("chLiteral", 100, { raw: payloads[0] }))).toBe("bfd3afbb4ece24004ae6ff5e4866e6eb");
    expect(contentHash(video("chNull", 100, { raw: null }))).toBe(storedHash(video("chNull", 100, { raw: null })));
  });

  it("ignores counters at any depth and sees every other change", () => {
    const base = video("chDiff", 100, { raw: structuredClone(payloads[2]) });
    const recounted = video("chDiff", 999, {
      raw: {
        id: "ig1",
        like_count: 30,
        comments_count: 40,
        children: [{ id: "c1", view_count: 70, media_type: "VIDEO" }, 5, null],
      },
    });
    expect(contentHash(recounted)).toBe(contentHash(base));
    const nestedEdit = video("chDiff", 100, {
      raw: {
        id: "ig1",
        like_count: 3,
        comments_count: 4,
        children: [{ id: "c1", view_count: 7, media_type: "IMAGE" }, 5, null],
      },
    });
    expect(contentHash(nestedEdit)).not.toBe(contentHash(base));
    expect(contentHash({ ...base, caption: "edited" })).not.toBe(contentHash(base));
    // A key that merely contains "count" is content.
    const county = video("chDiff", 100, { raw: { ...(payloads[3] as object), county: "Essex" } });
    expect(contentHash(county)).not.toBe(contentHash(video("chDiff", 100, { raw: payloads[3] })));
  });

  it("equals the stored hash for values a plain copy would serialize differently", () => {
    // JSON.stringify calls toJSON and the replacer then sees its result; a copy made before would lose the method or
    // the prototype. Parsed JSON never has these, but `raw` is typed unknown (review of session 8).
    class Sample {
      viewCount = 3;
      title = "t";
      toJSON() {
        return { title: this.title, viewCount: this.viewCount, seen: true };
      }
    }
    class Plain {
      viewCount = 3;
      title = "t";
    }
    const listWithToJson = Object.assign([1, 2], { toJSON: () => ({ play_count: 1, list: "yes" }) });
    let deep: unknown = { id: "deep", viewCount: 1 };
    for (let i = 0; i < 3_000; i++) deep = { child: deep };
    const unusual: unknown[] = [
      { o: { toJSON: () => ({ viewCount: 5, a: 1 }) } },
      { when: Object.assign(new Date("2026-01-02T03:04:05Z"), { viewCount: 1 }) },
      { item: new Sample() },
      { item: new Plain() },
      { list: listWithToJson },
      deep,
    ];
    for (const [i, raw] of unusual.entries()) {
      const v = video(`chUnusual${i}`, 100, { raw });
      expect(contentHash(v), `case ${i}`).toBe(storedHash(v));
    }
  });

  it("leaves the payload as it was", () => {
    const raw = structuredClone(payloads[1]) as Record<string, unknown>;
    const before = JSON.stringify(raw);
    contentHash(video("chKeep", 100, { raw }));
    expect(JSON.stringify(raw)).toBe(before);
    expect((raw.stats as Record<string, unknown>).playCount).toBe(10);
  });
});
