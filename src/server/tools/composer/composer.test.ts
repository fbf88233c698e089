// The composer across every tool, platform, tone, length and hashtag option in several locales: limits, exact
// hashtag counts, the right language and script (all 12 locales), no empty or repeated variants, valid usernames.
import { describe, expect, it } from "vitest";
import {
  characterLimit,
  effectiveHashtagCount,
  HASHTAG_COUNTS,
  isValidUsername,
  TOOL_LENGTHS,
  TOOL_PLATFORMS,
  TOOL_TONES,
  type ToolKind,
  type ToolPlatform,
  variantCount,
} from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import type { ToolRequest } from "../types";
import { bankFor } from "./banks";
import { hashtagsIn } from "./hashtags";
import { compose } from "./index";

const DESCRIPTIONS: Partial<Record<Locale, string>> = {
  en: "I share vegan recipes and quick cooking videos for busy students",
  de: "Ich backe Sauerteigbrot und zeige einfache Rezepte für Anfänger",
  ja: "東京のカフェ巡りとコーヒーが大好きです。週末は写真を撮っています",
  "zh-TW": "我喜歡在台北找好吃的美食和咖啡廳，每週分享旅行影片",
  ru: "Путешествия по России, горы и фотография природы",
  fr: "Je partage des recettes végétariennes et des astuces de cuisine pour étudiants",
  it: "Condivido ricette di pasta fresca e viaggi in Toscana",
  es: "Comparto rutinas de yoga y recetas saludables para principiantes",
  ko: "강아지와 함께하는 캠핑 여행과 요리 이야기",
  zh: "我喜欢在上海找好吃的美食和咖啡店，每周分享旅行视频",
  tr: "İstanbul'da sokak lezzetleri ve kahve dükkanları keşfediyorum",
  vi: "Mình chia sẻ công thức nấu ăn và du lịch Đà Nẵng",
};

const SCRIPT: Partial<Record<Locale, RegExp>> = {
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  "zh-TW": /\p{Script=Han}/u,
  ru: /\p{Script=Cyrillic}/u,
  ko: /\p{Script=Hangul}/u,
  zh: /\p{Script=Han}/u,
  // Vietnamese syllables are short; its tone marks and letters (ă, ơ, ư, đ…) identify it.
  vi: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu,
};

/** Words of four letters or more in a locale's own lines: a result in that language uses some of them. */
function bankWords(locale: Locale): Set<string> {
  const bank = bankFor(locale);
  const lines = [
    ...Object.values(bank.bio).flat(),
    ...Object.values(bank.caption).flat(),
    ...Object.values(bank.ideaHooks).flat(),
    ...bank.ideaFormats,
    ...bank.bioExtras,
    ...bank.captionBody,
  ];
  return new Set(
    lines.flatMap(
      (l) =>
        l
          .replace(/\{\w+\}/g, " ")
          .toLowerCase()
          .match(/\p{L}{4,}/gu) ?? [],
    ),
  );
}

function request(
  locale: Locale,
  tool: ToolKind,
  platform: ToolPlatform | null,
  options: Partial<ToolRequest["options"]> = {},
): ToolRequest {
  return {
    tool,
    platform,
    locale,
    description: DESCRIPTIONS[locale] ?? "",
    options: { length: "short", tone: "none", hashtags: 0, ...options },
  };
}

function expectVariants(results: string[], count: number) {
  expect(results).toHaveLength(count);
  for (const r of results) expect(r.trim().length).toBeGreaterThan(0);
  expect(new Set(results).size).toBe(results.length);
}

function expectLanguage(locale: Locale, results: string[]) {
  const script = SCRIPT[locale];
  if (script) {
    for (const r of results) expect(r, `${locale}: ${r}`).toMatch(script);
    return;
  }
  const own = bankWords(locale);
  for (const r of results) {
    const words = r.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
    expect(
      words.some((w) => own.has(w)),
      `${locale} wording in: ${r}`,
    ).toBe(true);
  }
}

describe.each(Object.keys(DESCRIPTIONS) as Locale[])("composer in %s", (locale) => {
  it.each(["bio", "caption"] as const)("%s: every platform, tone, length and hashtag count", (tool) => {
    for (const platform of TOOL_PLATFORMS) {
      const limit = characterLimit(tool, platform) as number;
      for (const tone of TOOL_TONES) {
        for (const length of TOOL_LENGTHS) {
          for (const hashtags of HASHTAG_COUNTS) {
            const results = compose(request(locale, tool, platform, { tone, length, hashtags }));
            const label = `${tool} ${platform} ${tone} ${length} #${hashtags}`;
            expectVariants(results, variantCount(tool));
            const wanted = effectiveHashtagCount(tool, platform, hashtags);
            for (const r of results) {
              expect(r.length, `${label}: ${r}`).toBeLessThanOrEqual(limit);
              // Up to the count asked, never padded with generic tags (see hashtags.ts), but never empty either.
              const tags = hashtagsIn(r).map((t) => t.toLowerCase());
              expect(tags.length, `${label}: ${r}`).toBeLessThanOrEqual(wanted);
              expect(tags.length, `${label}: ${r}`).toBeGreaterThanOrEqual(Math.min(wanted, 3));
              expect(new Set(tags).size).toBe(tags.length);
              if (wanted > 0 && platform === "tiktok") expect(tags).toContain("#fyp");
              if (platform !== "tiktok") expect(tags).not.toContain("#fyp");
              if (wanted > 0 && platform === "instagram-reels") expect(tags).toContain("#reels");
              if (wanted > 0 && platform === "youtube-shorts") expect(tags).toContain("#shorts");
            }
            if (hashtags === 0) expectLanguage(locale, results);
          }
        }
      }
    }
  });

  it("long bios and captions are clearly longer than short ones where the platform leaves room", () => {
    for (const [tool, platform] of [
      ["bio", "youtube"],
      ["caption", "instagram"],
      ["caption", "tiktok"],
    ] as const) {
      for (const tone of TOOL_TONES) {
        const average = (length: "short" | "long") => {
          const results = compose(request(locale, tool, platform, { tone, length }));
          return results.reduce((sum, r) => sum + r.length, 0) / results.length;
        };
        expect(average("long"), `${tool} ${platform} ${tone}`).toBeGreaterThan(average("short") * 1.6);
      }
    }
  });

  it("ideas: five distinct hook + format ideas for every platform and tone", () => {
    for (const platform of TOOL_PLATFORMS) {
      for (const tone of TOOL_TONES) {
        const results = compose(request(locale, "idea", platform, { tone }));
        expectVariants(results, 5);
        expectLanguage(locale, results);
      }
    }
  });

  it("usernames: ten valid handles for every platform and tone", () => {
    for (const platform of TOOL_PLATFORMS) {
      for (const tone of TOOL_TONES) {
        const results = compose(request(locale, "username", platform, { tone }));
        expectVariants(results, 10);
        for (const handle of results) expect(isValidUsername(platform, handle), `${platform}: ${handle}`).toBe(true);
      }
    }
  });

  it("emoji: three translations for every tone, with or without a platform", () => {
    for (const tone of TOOL_TONES) {
      for (const platform of [null, "tiktok"] as const) {
        const results = compose(request(locale, "emoji", platform, { tone }));
        expectVariants(results, 3);
        expect(results.some((r) => /\p{Extended_Pictographic}/u.test(r))).toBe(true);
      }
    }
  });

  it("differs between runs", () => {
    const runs = new Set(
      Array.from({ length: 6 }, () => compose(request(locale, "caption", "instagram", { tone: "fun" })).join("|")),
    );
    expect(runs.size).toBeGreaterThan(1);
  });
});

describe("composer details", () => {
  it("uses the description's keywords and real compound hashtags", () => {
    const results = compose(request("en", "caption", "tiktok", { hashtags: 10, length: "long" }), 42);
    const text = results.join("\n");
    expect(text).toMatch(/vegan recipes|quick cooking|busy students/);
    expect(text).toContain("#veganrecipes");
    expect(text).toContain("#fyp");
    expect(text).toMatch(/#(tiktok\w+|\w+(tips|lover|community|life))\b/);
  });

  it("falls back to a neutral topic and invents no hashtags when the description has no keywords", () => {
    const results = compose({ ...request("en", "caption", "facebook", { hashtags: 30 }), description: "and the" });
    for (const r of results) expect(hashtagsIn(r)).toEqual([]);
    expect(results.join(" ")).toContain("everyday life");
    const tiktok = compose({ ...request("en", "caption", "tiktok", { hashtags: 30 }), description: "and the" });
    for (const r of tiktok) expect(hashtagsIn(r)).toEqual(["#fyp", "#foryou"]);
  });

  it("caps hashtags where the platform limit cannot hold the request", () => {
    expect(effectiveHashtagCount("bio", "tiktok", 30)).toBe(5);
    expect(effectiveHashtagCount("bio", "instagram", 30)).toBe(10);
    expect(effectiveHashtagCount("caption", "youtube-shorts", 10)).toBe(5);
    expect(effectiveHashtagCount("caption", "instagram", 30)).toBe(30);
    expect(effectiveHashtagCount("idea", "instagram", 30)).toBe(0);
  });

  it("writes in the page's language and keeps an English description's key terms", () => {
    const results = compose({
      ...request("de", "caption", "instagram", { tone: "none" }),
      description: "I share vegan recipes and quick cooking videos for busy students",
    });
    const text = results.join("\n");
    expect(text).toMatch(/vegan recipes|quick cooking|busy students/);
    // German template words around them (words of the German bank in every variant).
    expectLanguage("de", results);
    expect(text).not.toMatch(/\b(?:share|sharing)\b/i);
  });

  it("picks Korean particles after the keyword's last syllable", () => {
    const results = compose(
      { ...request("ko", "bio", "instagram", { tone: "fun" }), description: "요리 요리 요리" },
      7,
    );
    expect(results.join(" ")).not.toMatch(/요리을|요리이 |요리과/);
  });

  it("translates words to emoji and emoji back to words", () => {
    const forward = compose({ ...request("en", "emoji", null), description: "I love pizza and my dog" });
    expect(forward[0]).toContain("🍕");
    expect(forward[0]).toContain("🐶");
    expect(forward[0]).toContain("and");
    const backward = compose({ ...request("en", "emoji", null), description: "🍕 ❤️ 🐶" });
    expect(backward[0]).toContain("pizza");
    const german = compose({ ...request("de", "emoji", null), description: "Ich liebe Kaffee und meine Katze" });
    expect(german[0]).toContain("☕");
    const japanese = compose({ ...request("ja", "emoji", null), description: "☕と🐱" });
    expect(japanese[0]).toContain("コーヒー");
  });

  it("writes usernames in ASCII from Cyrillic and CJK keywords", () => {
    const ru = compose(request("ru", "username", "instagram"));
    expect(ru.join(" ")).toMatch(/puteshestviya|gory|fotografiya/);
    const ja = compose(request("ja", "username", "instagram"));
    expect(ja.join(" ")).toMatch(/coffee|camera|nichijo|kurashi/);
  });
});
