import { describe, expect, it } from "vitest";
import { bundledFontCanRender } from "./og-font";

describe("Open Graph font coverage", () => {
  it("draws Latin, Vietnamese, Turkish and Cyrillic taglines and falls back for CJK", () => {
    for (const text of [
      "Die führende Tracking-Lösung",
      "Giải pháp theo dõi hàng đầu",
      "lider takip çözümü",
      "Ведущее решение — мониторинг",
    ])
      expect(bundledFontCanRender(text)).toBe(true);
    for (const text of ["SNSマーケティング", "소셜 미디어", "社交媒体营销", "社群媒體行銷"])
      expect(bundledFontCanRender(text)).toBe(false);
  });
});
