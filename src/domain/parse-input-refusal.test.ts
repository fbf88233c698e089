// The refusal each tracking form shows (QA s10 item 11): the feeds form never offers an @handle or a channel link,
// the channels form sends a video link to the feeds form, and the unsupported-site message names the host.
import { describe, expect, it } from "vitest";
import { ParseInputError, parseInput, parseInputSafe } from "./parse-input";
import { refusalForKind, type TrackedKind } from "./parse-input/refusal-for-kind";

function refusal(text: string, expected: TrackedKind, platform?: "youtube" | "tiktok"): string {
  try {
    parseInput(text, platform ? { platform } : {});
  } catch (error) {
    if (error instanceof ParseInputError) return refusalForKind(error, expected);
    throw error;
  }
  throw new Error(`${text} was accepted`);
}

const TO_FEEDS = "This is a link to a single video: track it as a feed, or paste the account's link";
const TO_CHANNELS = "This is a link to an account: track it as a channel, or paste a video's link";

describe("refusalForKind", () => {
  it("feeds form: text it cannot read asks for a video link, not an @handle", () => {
    const said = refusal("not a url", "video");
    expect(said).toBe("We could not read that. Paste a YouTube, TikTok, Instagram or Threads video or post link.");
    expect(said).not.toMatch(/@handle|profile/);
  });

  it("channels form: text it cannot read still offers a profile link or an @handle", () => {
    expect(refusal("not a url", "account")).toBe(
      "We could not read that. Paste a YouTube, TikTok, Instagram or Threads profile link, or an @handle.",
    );
  });

  it("channels form: a Shorts link with a malformed id is a video link, sent to the feeds form", () => {
    expect(refusal("https://www.youtube.com/shorts/abc123", "account")).toBe(TO_FEEDS);
    expect(refusal("https://www.youtube.com/watch?v=short", "account")).toBe(TO_FEEDS);
  });

  it("feeds form: the same malformed Shorts link asks for a video link only", () => {
    expect(refusal("https://www.youtube.com/shorts/abc123", "video")).toBe(
      "This YouTube link has no valid video id. Paste a Shorts or video link.",
    );
  });

  it("feeds form: a malformed channel link is an account, sent to the channels form", () => {
    expect(refusal("https://www.youtube.com/channel/nope", "video")).toBe(TO_CHANNELS);
  });

  it("feeds form: text that is not a link (an @handle, a bare video id) asks for the video's link", () => {
    const byLink =
      "A feed is tracked by its video's link (an @handle is tracked as a channel). " +
      "Paste a YouTube, TikTok, Instagram or Threads video or post link.";
    expect(refusal("@someone", "video")).toBe(byLink);
    expect(refusal("dQw4w9WgXcQ", "video")).toBe(byLink);
    // The channels form keeps the parser's advice for a handle without a platform.
    expect(refusal("@someone", "account")).toBe(
      "Pick the platform for @someone, or paste a link to the profile instead of the handle.",
    );
  });

  it("channels form: a malformed channel link keeps asking for a channel link, without Shorts", () => {
    expect(refusal("https://www.youtube.com/channel/nope", "account")).toBe(
      "This YouTube link has no valid channel id. Paste a channel link like youtube.com/@name.",
    );
  });

  it("a link that is neither kind gets the form's own advice", () => {
    expect(refusal("https://www.youtube.com/feed/", "video")).toBe(
      "This YouTube link is not a video. Paste a Shorts or video link.",
    );
    expect(refusal("https://www.youtube.com/feed/", "account")).toBe(
      "youtube.com/feed/ is not a YouTube profile. Paste a channel link like youtube.com/@name.",
    );
  });

  it("keeps messages that do not depend on the form", () => {
    expect(refusal("https://www.tiktok.com/@x", "account", "youtube")).toBe(
      "This is a TikTok link, but YouTube is selected. Pick TikTok, or paste a YouTube link.",
    );
  });

  it("an unsupported site is named, with the form's own advice", () => {
    expect(refusal("https://example.com/foo", "video")).toBe(
      "Links from example.com are not supported. Paste a YouTube, TikTok, Instagram or Threads video or post link.",
    );
    expect(refusal("https://example.com/foo", "account")).toBe(
      "Links from example.com are not supported. " +
        "Paste a YouTube, TikTok, Instagram or Threads profile link, or an @handle.",
    );
  });

  it("parseInputSafe names the host of an unsupported site, and no host otherwise", () => {
    expect(parseInputSafe("https://example.com/foo")).toMatchObject({ ok: false, host: "example.com" });
    const unread = parseInputSafe("not a url");
    expect(unread.ok === false && unread.host).toBeFalsy();
  });
});
