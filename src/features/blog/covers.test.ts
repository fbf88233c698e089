import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POSTS } from "@/content/blog/catalog";
import { COVER_HEIGHT, COVER_WIDTH, coverSvg } from "./cover-svg";
import { escapeXml } from "./rss";

describe("blog covers", () => {
  it("public/blog holds the generated cover of every post (run write-covers.ts after a change)", () => {
    for (const post of POSTS) {
      const file = path.resolve("public", post.cover.slice(1));
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, "utf8")).toBe(coverSvg(post.slug, post.category));
    }
  });

  it("draws a different chart per post and the Open Graph size", () => {
    const svgs = POSTS.map((p) => coverSvg(p.slug, p.category));
    expect(new Set(svgs).size).toBe(POSTS.length);
    for (const svg of svgs) expect(svg).toContain(`viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}"`);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;");
  });
});
