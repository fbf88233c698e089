import { describe, expect, it } from "vitest";
import {
  isWellFormedVideoId,
  SHORTCODE,
  TIKTOK_VIDEO_ID,
  YOUTUBE_CHANNEL_ID,
  YOUTUBE_VIDEO_ID,
} from "@/domain/parse-input";
import { PLATFORM_NAMES } from "@/domain/platforms";
import {
  type AccountVariant,
  decodeAccountId,
  decodeVideoId,
  encodeAccountId,
  encodeVideoCode,
  encodeVideoId,
  MAX_UPLOADS,
} from "./ids";
import { hashString } from "./random";

const KEYS = [0, 1, 2 ** 32 - 1, hashString("maya.cooks"), hashString("x")];

describe.each(PLATFORM_NAMES)("%s ids", (platform) => {
  it.each<AccountVariant>(["named", "generated", "empty"])("round-trips %s account ids", (variant) => {
    for (const key of KEYS) {
      const id = encodeAccountId(platform, { key, variant });
      expect(decodeAccountId(platform, id)).toEqual({ key, variant });
    }
  });

  it("round-trips video ids and link codes", () => {
    for (const key of KEYS) {
      for (const upload of [0, 1, 399, MAX_UPLOADS - 1]) {
        for (const variant of ["named", "generated"] as const) {
          const identity = { author: { key, variant }, upload };
          const id = encodeVideoId(platform, identity);
          const code = encodeVideoCode(platform, identity);
          expect(decodeVideoId(platform, id)).toEqual(identity);
          expect(decodeVideoId(platform, code)).toEqual(identity);
          expect(isWellFormedVideoId(platform, id)).toBe(true);
          expect(isWellFormedVideoId(platform, code)).toBe(true);
        }
      }
    }
  });

  it("gives different ids to different uploads and accounts", () => {
    const ids = new Set<string>();
    for (const key of KEYS) {
      for (let upload = 0; upload < 50; upload++)
        ids.add(encodeVideoId(platform, { author: { key, variant: "named" }, upload }));
    }
    expect(ids.size).toBe(KEYS.length * 50);
  });
});

describe("id shapes", () => {
  it("match each platform's real forms", () => {
    const key = hashString("shape");
    const author = { key, variant: "named" as const };
    expect(encodeAccountId("youtube", author)).toMatch(YOUTUBE_CHANNEL_ID);
    expect(encodeVideoId("youtube", { author, upload: 3 })).toMatch(YOUTUBE_VIDEO_ID);
    expect(encodeAccountId("tiktok", author)).toMatch(/^\d{19}$/);
    expect(encodeVideoId("tiktok", { author, upload: 3 })).toMatch(TIKTOK_VIDEO_ID);
    expect(encodeVideoId("tiktok", { author, upload: 3 })).toMatch(/^7\d{18}$/);
    expect(encodeAccountId("instagram", author)).toMatch(/^1784\d{13}$/);
    expect(encodeVideoId("instagram", { author, upload: 3 })).toMatch(/^17\d{16}$/);
    expect(encodeVideoCode("instagram", { author, upload: 3 })).toMatch(SHORTCODE);
    expect(encodeVideoCode("threads", { author, upload: 3 })).toMatch(/^[\w-]{11}$/);
  });

  it("does not read ids it did not issue (short of a rare chance match)", () => {
    const foreign = ["dQw4w9WgXcQ", "UCX6OQ3DkcsbYNE6H8uQQuVA", "7301234567890123456", "C1a2B3c4D5e", "abc"];
    expect(foreign.map((id) => decodeVideoId("youtube", id))).toEqual(foreign.map(() => null));
    expect(decodeAccountId("youtube", "UCX6OQ3DkcsbYNE6H8uQQuVA")).toBeNull();
    expect(decodeVideoId("tiktok", "7301234567890123456")).toBeNull();
    expect(decodeVideoId("instagram", "C1a2B3c4D5e")).toBeNull();
  });
});
