import { describe, expect, it } from "vitest";
import { shortcodeFromPermalink } from "./shortcode";

describe("shortcodeFromPermalink", () => {
  it.each([
    ["https://www.instagram.com/reel/Cx1_-aBc9Zz/", "Cx1_-aBc9Zz"],
    ["https://www.instagram.com/p/Cx1aBc9Zz/?igsh=abc", "Cx1aBc9Zz"],
    ["https://instagram.com/reels/Cx1aBc9Zz", "Cx1aBc9Zz"],
    ["https://www.instagram.com/tv/Cx1aBc9Zz/", "Cx1aBc9Zz"],
    ["https://www.instagram.com/reelcraft/reel/Cx1aBc9Zz/", "Cx1aBc9Zz"],
  ])("reads %s", (permalink, code) => {
    expect(shortcodeFromPermalink(permalink)).toBe(code);
  });

  it.each([
    "https://www.instagram.com/reelcraft/",
    "https://www.instagram.com/share/reel/BAabc/",
    "https://www.instagram.com/reels/audio/123/",
    "https://example.com/p/Cx1aBc9Zz/",
    42,
    undefined,
  ])("finds no shortcode in %s", (permalink) => {
    expect(shortcodeFromPermalink(permalink)).toBeNull();
  });
});
