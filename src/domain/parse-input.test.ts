import { describe, expect, it } from "vitest";
import {
  ACCEPTED_INPUT_MESSAGE,
  type ParsedInput,
  ParseInputError,
  type ParseInputErrorReason,
  parseInput,
  parseInputSafe,
} from "./parse-input";
import type { PlatformName } from "./platforms";

const UC = "UCX6OQ3DkcsbYNE6H8uQQuVA";
const YT = "dQw4w9WgXcQ";
const TT = "7301234567890123456";
const SEC_UID = `MS4wLjABAAAA${"v3Xy_Z-".repeat(9)}a`;

const yt = (rest: Omit<ParsedInput, "platform">): ParsedInput => ({ platform: "youtube", ...rest });
const tt = (rest: Omit<ParsedInput, "platform">): ParsedInput => ({ platform: "tiktok", ...rest });
const ig = (rest: Omit<ParsedInput, "platform">): ParsedInput => ({ platform: "instagram", ...rest });
const th = (rest: Omit<ParsedInput, "platform">): ParsedInput => ({ platform: "threads", ...rest });

interface Valid {
  input: string;
  platform?: PlatformName;
  expected: ParsedInput;
}

const VALID: Valid[] = [
  // YouTube channels
  { input: "https://www.youtube.com/@MrBeast", expected: yt({ kind: "account", handle: "MrBeast" }) },
  { input: "youtube.com/@MrBeast", expected: yt({ kind: "account", handle: "MrBeast" }) },
  { input: "http://m.youtube.com/@mr.beast-6000/shorts", expected: yt({ kind: "account", handle: "mr.beast-6000" }) },
  { input: "https://music.youtube.com/@Artist_1?si=abc", expected: yt({ kind: "account", handle: "Artist_1" }) },
  { input: "HTTPS://WWW.YOUTUBE.COM/@MrBeast/", expected: yt({ kind: "account", handle: "MrBeast" }) },
  { input: `https://www.youtube.com/channel/${UC}`, expected: yt({ kind: "account", id: UC }) },
  { input: `youtube.com/channel/${UC}/videos?view=0`, expected: yt({ kind: "account", id: UC }) },
  { input: `https://music.youtube.com/CHANNEL/${UC}`, expected: yt({ kind: "account", id: UC }) },
  { input: `  \n ${UC}\n`, expected: yt({ kind: "account", id: UC }) },
  { input: UC, platform: "youtube", expected: yt({ kind: "account", id: UC }) },
  {
    input: "https://www.youtube.com/user/PewDiePie",
    expected: yt({ kind: "account", handle: "PewDiePie", shortUrl: "https://www.youtube.com/user/PewDiePie" }),
  },
  {
    input: "youtube.com/c/LinusTechTips/videos",
    expected: yt({ kind: "account", handle: "LinusTechTips", shortUrl: "https://www.youtube.com/c/LinusTechTips" }),
  },
  {
    input: "www.youtube.com/mkbhd",
    expected: yt({ kind: "account", handle: "mkbhd", shortUrl: "https://www.youtube.com/mkbhd" }),
  },
  { input: "@MrBeast", platform: "youtube", expected: yt({ kind: "account", handle: "MrBeast" }) },
  { input: "mr.beast", platform: "youtube", expected: yt({ kind: "account", handle: "mr.beast" }) },
  // An 11-character string with a picked platform is a handle, never a video id (see parse-input/bare.ts).
  { input: YT, platform: "youtube", expected: yt({ kind: "account", handle: YT }) },
  // YouTube videos
  { input: `https://www.youtube.com/watch?v=${YT}`, expected: yt({ kind: "video", id: YT }) },
  { input: `youtube.com/watch?feature=share&v=${YT}&t=42s`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://m.youtube.com/watch?v=${YT}#comments`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://music.youtube.com/watch?v=${YT}&list=RDAMVM`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://youtu.be/${YT}`, expected: yt({ kind: "video", id: YT }) },
  { input: `youtu.be/${YT}?si=AbCdEf`, expected: yt({ kind: "video", id: YT }) },
  { input: `youtu.be/${YT}&feature=shared`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://www.youtube.com/shorts/${YT}`, expected: yt({ kind: "video", id: YT }) },
  { input: `YOUTUBE.COM/SHORTS/${YT}/`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://www.youtube.com/live/${YT}?feature=share`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://www.youtube.com/embed/${YT}?autoplay=1`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://www.youtube-nocookie.com/embed/${YT}`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://www.youtube.com/v/${YT}`, expected: yt({ kind: "video", id: YT }) },
  { input: `https://www.youtube.com/e/${YT}`, expected: yt({ kind: "video", id: YT }) },
  { input: "https://www.youtube.com/shorts/a-B_c1D2e3F", expected: yt({ kind: "video", id: "a-B_c1D2e3F" }) },
  { input: `Watch this (https://youtu.be/${YT}).`, expected: yt({ kind: "video", id: YT }) },
  // TikTok accounts
  { input: "https://www.tiktok.com/@scout2015", expected: tt({ kind: "account", handle: "scout2015" }) },
  { input: "tiktok.com/@Charli.D_Amelio?lang=en", expected: tt({ kind: "account", handle: "Charli.D_Amelio" }) },
  { input: "https://m.tiktok.com/@scout2015/", expected: tt({ kind: "account", handle: "scout2015" }) },
  { input: "https://www.tiktok.com/@scout2015/live", expected: tt({ kind: "account", handle: "scout2015" }) },
  { input: "WWW.TIKTOK.COM/@Scout2015", expected: tt({ kind: "account", handle: "Scout2015" }) },
  { input: "@scout2015", platform: "tiktok", expected: tt({ kind: "account", handle: "scout2015" }) },
  { input: "scout2015", platform: "tiktok", expected: tt({ kind: "account", handle: "scout2015" }) },
  { input: SEC_UID, expected: tt({ kind: "account", id: SEC_UID }) },
  // TikTok videos
  {
    input: `https://www.tiktok.com/@scout2015/video/${TT}`,
    expected: tt({ kind: "video", id: TT, handle: "scout2015" }),
  },
  {
    input: `tiktok.com/@scout2015/video/${TT}?is_from_webapp=1&sender_device=pc`,
    expected: tt({ kind: "video", id: TT, handle: "scout2015" }),
  },
  { input: `https://www.tiktok.com/@/video/${TT}`, expected: tt({ kind: "video", id: TT }) },
  { input: `https://www.tiktok.com/@_/video/${TT}`, expected: tt({ kind: "video", id: TT }) },
  {
    input: `https://www.tiktok.com/@chef.anna/photo/${TT}`,
    expected: tt({ kind: "video", id: TT, handle: "chef.anna" }),
  },
  {
    input: "https://www.tiktok.com/@a1/video/123456789012345",
    expected: tt({ kind: "video", id: "123456789012345", handle: "a1" }),
  },
  { input: `https://www.tiktok.com/embed/${TT}`, expected: tt({ kind: "video", id: TT }) },
  { input: `https://www.tiktok.com/embed/v2/${TT}?lang=en-US`, expected: tt({ kind: "video", id: TT }) },
  { input: `https://www.tiktok.com/share/video/${TT}`, expected: tt({ kind: "video", id: TT }) },
  { input: `https://www.tiktokv.com/share/video/${TT}/`, expected: tt({ kind: "video", id: TT }) },
  { input: `https://m.tiktok.com/v/${TT}.html`, expected: tt({ kind: "video", id: TT }) },
  {
    input: "https://vm.tiktok.com/ZMabc123/",
    expected: tt({ kind: "video", shortUrl: "https://vm.tiktok.com/ZMabc123/" }),
  },
  { input: "vt.tiktok.com/ZSxyz789", expected: tt({ kind: "video", shortUrl: "https://vt.tiktok.com/ZSxyz789/" }) },
  {
    input: "https://www.tiktok.com/t/ZTRabc123/?k=1",
    expected: tt({ kind: "video", shortUrl: "https://www.tiktok.com/t/ZTRabc123/" }),
  },
  {
    input: "Check out this video! https://vm.tiktok.com/ZMabc123/ #fyp",
    expected: tt({ kind: "video", shortUrl: "https://vm.tiktok.com/ZMabc123/" }),
  },
  // Instagram accounts
  { input: "https://www.instagram.com/natgeo/", expected: ig({ kind: "account", handle: "natgeo" }) },
  {
    input: "instagram.com/john.doe_99?igsh=MWQ1ZGUxMzBkMA==",
    expected: ig({ kind: "account", handle: "john.doe_99" }),
  },
  { input: "https://m.instagram.com/NatGeo", expected: ig({ kind: "account", handle: "NatGeo" }) },
  { input: "https://www.instagram.com/natgeo/reels/", expected: ig({ kind: "account", handle: "natgeo" }) },
  { input: "https://www.instagram.com/natgeo/tagged/", expected: ig({ kind: "account", handle: "natgeo" }) },
  { input: "instagram.com/a", expected: ig({ kind: "account", handle: "a" }) },
  { input: "@natgeo", platform: "instagram", expected: ig({ kind: "account", handle: "natgeo" }) },
  { input: "john.doe", platform: "instagram", expected: ig({ kind: "account", handle: "john.doe" }) },
  // Instagram media
  { input: "https://www.instagram.com/p/C1a2B3c4D5e/", expected: ig({ kind: "video", id: "C1a2B3c4D5e" }) },
  { input: "https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=abc", expected: ig({ kind: "video", id: "C1a2B3c4D5e" }) },
  { input: "instagram.com/reels/Cx-_9aBcDeF", expected: ig({ kind: "video", id: "Cx-_9aBcDeF" }) },
  { input: "https://www.instagram.com/tv/B_abcdefgh1/", expected: ig({ kind: "video", id: "B_abcdefgh1" }) },
  { input: "https://www.instagram.com/REEL/C1a2B3c4D5e", expected: ig({ kind: "video", id: "C1a2B3c4D5e" }) },
  {
    input: "https://www.instagram.com/natgeo/p/C1a2B3c4D5e/",
    expected: ig({ kind: "video", id: "C1a2B3c4D5e", handle: "natgeo" }),
  },
  {
    input: "https://www.instagram.com/natgeo/reel/C1a2B3c4D5e/",
    expected: ig({ kind: "video", id: "C1a2B3c4D5e", handle: "natgeo" }),
  },
  {
    input: "https://www.instagram.com/share/reel/BAabc123/",
    expected: ig({ kind: "video", shortUrl: "https://www.instagram.com/share/reel/BAabc123/" }),
  },
  {
    input: "instagram.com/share/BAxYz?igsh=1",
    expected: ig({ kind: "video", shortUrl: "https://www.instagram.com/share/BAxYz/" }),
  },
  // Threads
  { input: "https://www.threads.net/@zuck", expected: th({ kind: "account", handle: "zuck" }) },
  { input: "https://www.threads.com/@zuck/", expected: th({ kind: "account", handle: "zuck" }) },
  { input: "threads.net/@Zuck?xmt=abc", expected: th({ kind: "account", handle: "Zuck" }) },
  { input: "https://threads.com/@mosseri/replies", expected: th({ kind: "account", handle: "mosseri" }) },
  { input: "@zuck", platform: "threads", expected: th({ kind: "account", handle: "zuck" }) },
  {
    input: "https://www.threads.net/@zuck/post/C3sKxYz1AbC",
    expected: th({ kind: "video", id: "C3sKxYz1AbC", handle: "zuck" }),
  },
  {
    input: "https://www.threads.com/@zuck/post/C3sKxYz1AbC?xmt=AQG",
    expected: th({ kind: "video", id: "C3sKxYz1AbC", handle: "zuck" }),
  },
  { input: "https://www.threads.net/t/CuXFPIeLLod/", expected: th({ kind: "video", id: "CuXFPIeLLod" }) },
  {
    input: "https://www.threads.com/share/AbC123xyz/",
    expected: th({ kind: "video", shortUrl: "https://www.threads.com/share/AbC123xyz/" }),
  },
  {
    input: "threads.net/share/XyZ",
    expected: th({ kind: "video", shortUrl: "https://www.threads.net/share/XyZ/" }),
  },
  // A link decides its own platform; a picked platform that agrees is fine.
  { input: `https://youtu.be/${YT}`, platform: "youtube", expected: yt({ kind: "video", id: YT }) },
  {
    input: "https://www.instagram.com/natgeo/",
    platform: "instagram",
    expected: ig({ kind: "account", handle: "natgeo" }),
  },
];

interface Invalid {
  input: string;
  platform?: PlatformName;
  reason: ParseInputErrorReason;
  /** A piece of the message that must be there. */
  says: string;
}

const INVALID: Invalid[] = [
  // Nothing to read
  { input: "", reason: "empty", says: ACCEPTED_INPUT_MESSAGE },
  { input: "   \n\t ", reason: "empty", says: "Paste a YouTube, TikTok, Instagram or Threads link" },
  { input: "hello world", reason: "unrecognized", says: ACCEPTED_INPUT_MESSAGE },
  { input: "!!!", reason: "unrecognized", says: "could not read" },
  { input: "ftp://youtube.com/@x", reason: "unrecognized", says: ACCEPTED_INPUT_MESSAGE },
  { input: "@", reason: "unrecognized", says: ACCEPTED_INPUT_MESSAGE },
  // Other sites
  { input: "https://example.com/@someone", reason: "unsupported_site", says: "example.com" },
  { input: "vimeo.com/123456", reason: "unsupported_site", says: "vimeo.com are not supported" },
  { input: "https://x.com/elonmusk", reason: "unsupported_site", says: "x.com" },
  { input: "https://www.youtube.com.evil.io/@x", reason: "unsupported_site", says: "youtube.com.evil.io" },
  // Bare handles without a platform
  { input: "@MrBeast", reason: "needs_platform", says: "Pick the platform for @MrBeast" },
  { input: "scout2015", reason: "needs_platform", says: "paste a link" },
  { input: YT, reason: "needs_platform", says: "Pick the platform" },
  { input: TT, reason: "needs_platform", says: "Pick the platform" },
  // Handles that break a platform's rules
  { input: "@ab", platform: "youtube", reason: "invalid_handle", says: "3 to 30" },
  { input: `@${"a".repeat(31)}`, platform: "youtube", reason: "invalid_handle", says: "YouTube handle" },
  { input: "@a", platform: "tiktok", reason: "invalid_handle", says: "2 to 24" },
  { input: "@has-dash", platform: "tiktok", reason: "invalid_handle", says: "TikTok handle" },
  { input: `@${"b".repeat(25)}`, platform: "tiktok", reason: "invalid_handle", says: "TikTok" },
  { input: `@${"c".repeat(31)}`, platform: "instagram", reason: "invalid_handle", says: "an Instagram handle has" },
  { input: "@bad-name", platform: "threads", reason: "invalid_handle", says: "Threads handle" },
  { input: "@é-name", platform: "youtube", reason: "invalid_handle", says: "YouTube" },
  { input: "https://www.youtube.com/@ab", reason: "invalid_handle", says: "YouTube handle" },
  { input: "https://www.tiktok.com/@x", reason: "invalid_handle", says: "TikTok handle" },
  { input: "https://www.tiktok.com/@bad-name", reason: "invalid_handle", says: "TikTok handle" },
  { input: "https://www.instagram.com/bad-name/", reason: "invalid_handle", says: "Instagram handle" },
  { input: "https://www.threads.net/@bad!", reason: "invalid_handle", says: "Threads handle" },
  // Ids that are not ids
  { input: "https://www.youtube.com/watch?v=short", reason: "invalid_id", says: "video id" },
  { input: "https://www.youtube.com/watch?list=PL123", reason: "invalid_id", says: "video id" },
  { input: "https://youtu.be/", reason: "invalid_id", says: "video id" },
  { input: "https://www.youtube.com/shorts/", reason: "invalid_id", says: "video id" },
  { input: "https://www.youtube.com/shorts/abc$efghijk", reason: "invalid_id", says: "video id" },
  { input: "https://www.youtube.com/channel/UCshort", reason: "invalid_id", says: "channel id" },
  { input: "https://www.tiktok.com/@scout2015/video/12345", reason: "invalid_id", says: "video id" },
  { input: "https://www.tiktok.com/@scout2015/video/abc", reason: "invalid_id", says: "video id" },
  { input: "https://www.tiktok.com/embed/", reason: "invalid_id", says: "video id" },
  { input: "https://vm.tiktok.com/", reason: "invalid_id", says: "short link" },
  { input: "https://www.instagram.com/p/bad$code/", reason: "invalid_id", says: "post or reel code" },
  { input: "https://www.threads.net/@zuck/post/", reason: "invalid_id", says: "post code" },
  // Pages that are not profiles
  {
    input: "https://www.instagram.com/explore/",
    reason: "reserved_path",
    says: "instagram.com/explore/ is not an Instagram profile",
  },
  { input: "instagram.com/accounts/login/", reason: "reserved_path", says: "instagram.com/accounts/" },
  { input: "https://www.instagram.com/stories/natgeo/3012345678/", reason: "reserved_path", says: "stories" },
  { input: "https://www.instagram.com/direct/inbox/", reason: "reserved_path", says: "direct" },
  { input: "https://www.instagram.com/about/", reason: "reserved_path", says: "about" },
  { input: "https://www.instagram.com/developer/", reason: "reserved_path", says: "developer" },
  { input: "https://www.instagram.com/legal/privacy/", reason: "reserved_path", says: "legal" },
  { input: "https://www.instagram.com/reels/", reason: "reserved_path", says: "reels" },
  { input: "https://www.instagram.com/p/", reason: "reserved_path", says: "/p/" },
  { input: "https://www.instagram.com/tv", reason: "reserved_path", says: "/tv/" },
  { input: "https://www.youtube.com/results?search_query=cats", reason: "reserved_path", says: "youtube.com/results/" },
  { input: "https://www.youtube.com/feed/subscriptions", reason: "reserved_path", says: "feed" },
  { input: "https://www.youtube.com/hashtag/shorts", reason: "reserved_path", says: "hashtag" },
  // Links of a supported site that name nothing we track
  { input: "https://www.youtube.com/", reason: "unsupported_link", says: "youtube.com/@name" },
  { input: "https://www.youtube.com/embed/videoseries?list=PL123", reason: "unsupported_link", says: "YouTube" },
  { input: "https://www.tiktok.com/", reason: "unsupported_link", says: "tiktok.com/@name" },
  { input: "https://www.tiktok.com/explore", reason: "unsupported_link", says: "TikTok" },
  { input: "https://www.tiktok.com/@scout2015/collection/fun-123", reason: "unsupported_link", says: "TikTok" },
  { input: "https://www.tiktok.com/tag/fyp", reason: "unsupported_link", says: "TikTok" },
  { input: "https://www.instagram.com/", reason: "unsupported_link", says: "instagram.com/name/" },
  { input: "https://www.instagram.com/reels/audio/123456789/", reason: "unsupported_link", says: "Instagram" },
  { input: "https://www.instagram.com/share/", reason: "unsupported_link", says: "Instagram" },
  { input: "https://www.instagram.com/natgeo/guides/x/", reason: "unsupported_link", says: "Instagram" },
  { input: "https://www.threads.net/", reason: "unsupported_link", says: "threads.com/@name" },
  { input: "https://www.threads.net/search?q=x", reason: "unsupported_link", says: "Threads" },
  { input: "https://www.threads.net/zuck", reason: "unsupported_link", says: "Threads" },
  // The picked platform and the link disagree
  {
    input: "https://www.tiktok.com/@scout2015",
    platform: "youtube",
    reason: "platform_mismatch",
    says: "This is a TikTok link, but YouTube is selected",
  },
  {
    input: `https://youtu.be/${YT}`,
    platform: "instagram",
    reason: "platform_mismatch",
    says: "paste an Instagram link",
  },
  { input: "threads.net/@zuck", platform: "instagram", reason: "platform_mismatch", says: "Threads link" },
];

describe("parseInput", () => {
  it("covers at least 100 inputs", () => {
    expect(VALID.length + INVALID.length).toBeGreaterThanOrEqual(100);
  });

  it.each(VALID)("reads $input (platform: $platform)", ({ input, platform, expected }) => {
    expect(parseInput(input, { platform })).toEqual(expected);
  });

  it.each(INVALID)("refuses $input (platform: $platform) as $reason", ({ input, platform, reason, says }) => {
    let caught: unknown;
    try {
      parseInput(input, { platform });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ParseInputError);
    const error = caught as ParseInputError;
    expect(error.reason).toBe(reason);
    expect(error.message).toContain(says);
  });
});

describe("parseInputSafe", () => {
  it("returns the value on success", () => {
    expect(parseInputSafe("https://www.threads.net/@zuck")).toEqual({
      ok: true,
      value: th({ kind: "account", handle: "zuck" }),
    });
  });

  it("returns the message and reason on failure", () => {
    expect(parseInputSafe("@zuck")).toEqual({
      ok: false,
      reason: "needs_platform",
      message: "Pick the platform for @zuck, or paste a link to the profile instead of the handle.",
    });
  });
});
