import { describe, expect, it } from "vitest";
import { cutTitle, titleLimit } from "./title-cut";

describe("cutTitle", () => {
  it("keeps a title of up to 40 characters whole", () => {
    const forty = "a".repeat(40);
    expect(cutTitle(forty, "en")).toBe(forty);
    expect(cutTitle("Short title", "de")).toBe("Short title");
  });

  it("cuts a longer title at 40 characters and adds an ellipsis", () => {
    const title = "How to find the video length that works best on TikTok";
    const cut = cutTitle(title, "en");
    // The 40th character is a space: it is dropped so the ellipsis follows the last word.
    expect(cut).toBe("How to find the video length that works…");
    expect(cutTitle("Measure Instagram Reels engagement rightly, every week", "en")).toBe(
      "Measure Instagram Reels engagement right…",
    );
  });

  it("uses 20 characters for Simplified Chinese only", () => {
    expect(titleLimit("zh")).toBe(20);
    expect(titleLimit("zh-TW")).toBe(40);
    const zh = "如何找到在抖音上表现最好的视频时长以及发布时间的完整指南";
    expect(cutTitle(zh, "zh")).toBe(`${zh.slice(0, 20)}…`);
    expect(cutTitle(zh, "zh-TW")).toBe(zh);
  });

  it("never splits an emoji in two", () => {
    const title = `${"x".repeat(39)}🚀🚀 more`;
    expect(cutTitle(title, "en")).toBe(`${"x".repeat(39)}🚀…`);
  });
});
