// The answer's clean-up step and a bio's hashtags (QA s10 6a and its review): tags give way to keep a body whole,
// but a body too long even alone is cut and keeps three tags. TikTok bios: 80 characters (the platform's limit).
import { describe, expect, it } from "vitest";
import { normalizeResults } from "./normalize";
import type { ToolRequest } from "./types";

const request: ToolRequest = {
  tool: "bio",
  platform: "tiktok",
  locale: "en",
  description: "travel photographer in Southeast Asia",
  options: { length: "short", tone: "none", hashtags: 5 },
};
const tagsOf = (text: string) => text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
const bodyOf = (text: string) => text.replace(/#[\p{L}\p{N}_]+/gu, "").trim();

describe("normalizeResults: a bio's body against its hashtags", () => {
  it("keeps a body that fits alone whole, with as many tags as still fit beside it", () => {
    const body = "Your daily dose of hidden beaches and street food from Southeast Asia";
    expect(body.length).toBeLessThanOrEqual(80);
    const [result] = normalizeResults(request, [body], 7);
    expect(result?.length).toBeLessThanOrEqual(80);
    expect(bodyOf(result as string)).toBe(body);
    expect(result).not.toContain("…");
  });

  it("cuts a body too long even alone, and then keeps three tags", () => {
    const body = "Your daily dose of hidden beaches, night markets and street food from all over Southeast Asia";
    expect(body.length).toBeGreaterThan(80);
    const [result] = normalizeResults(request, [body], 7);
    expect(result?.length).toBeLessThanOrEqual(80);
    expect(result).toContain("…");
    expect(tagsOf(result as string)).toHaveLength(3);
  });
});
