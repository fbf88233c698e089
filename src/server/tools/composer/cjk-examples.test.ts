// The tool pages' own random examples in Japanese and Chinese yield their topic words, and the username tool builds
// names from them (QA s10 6b: 「短い解説動画をつくる数学の家庭教師」 gave sora, hana, biyori and the "no topic words"
// hint; the same example in zh and tw gave no keyword at all; インテリア came out as インテ + リア). The expected words
// were listed by hand from the examples (messages/tools/<locale>.json); a keyword may hold more than the word
// (陶器マグ holds マグ) but never a piece of it. Every keyword that holds katakana holds whole katakana runs of the
// description.
import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import { pageExamples } from "../../../../tests/support/tool-examples";
import { describeUse } from "../keywords-used";
import type { ToolRequest } from "../types";
import { compose, readDescription } from "./index";

type Tool = "bio" | "caption" | "idea" | "username" | "emoji";

/** Per example (in the catalogue's order e1…e4): topic words that must be among the keywords. */
const EXPECTED: Record<"ja" | "zh" | "zh-TW", Record<Tool, string[][]>> = {
  ja: {
    bio: [
      ["ママ", "フィットネス"],
      ["東南アジア", "ビーチ", "フォトグラファー"],
      ["農場", "ゲーム", "インディー"],
      ["ヴィーガン", "フードブロガー"],
    ],
    caption: [
      ["陶器", "マグ"],
      ["ベランダ", "ガーデン"],
      ["スマホ", "夜景"],
      ["コーヒー", "焙煎所"],
    ],
    idea: [["洋菓子店"], ["英語", "語学講師"], ["保護犬", "ドッグトレーナー"], ["敏感肌", "スキンケア"]],
    username: [
      ["猫", "インテリア"],
      ["マラソン", "ランナー", "栄養"],
      ["大阪", "ヴィンテージ", "古着"],
      ["数学", "家庭教師"],
    ],
    emoji: [["コーヒー", "公園", "ランニング"], ["仕事", "ケーキ"], ["ポップコーン", "映画"], []],
  },
  zh: {
    bio: [
      ["妈妈", "健身", "教练"],
      ["东南亚", "海滩", "摄影师"],
      ["农场", "游戏", "开发者"],
      ["素食", "晚餐", "博主"],
    ],
    caption: [["陶瓷"], ["阳台", "花园"], ["手机", "夜景"], ["咖啡", "烘焙坊"]],
    idea: [
      ["顾客", "烘焙店"],
      ["英语", "老师"],
      ["救助犬", "训犬师"],
      ["敏感肌", "护肤"],
    ],
    username: [
      ["猫咪", "家居"],
      ["马拉松", "营养"],
      ["上海", "古着", "买手"],
      ["数学", "家教"],
    ],
    emoji: [["咖啡", "公园", "跑步"], ["工作", "蛋糕"], ["爆米花", "电影"], []],
  },
  "zh-TW": {
    bio: [
      ["媽媽", "健身", "教練"],
      ["東南亞", "海灘", "攝影師"],
      ["農場", "遊戲", "開發者"],
      ["蔬食", "晚餐", "部落客"],
    ],
    caption: [["陶瓷"], ["陽台", "花園"], ["手機", "夜景"], ["咖啡", "烘豆坊"]],
    idea: [
      ["顧客", "甜點店"],
      ["英文", "老師"],
      ["浪浪狗", "訓犬師"],
      ["敏感肌", "保養"],
    ],
    username: [
      ["貓咪", "居家"],
      ["馬拉松", "營養"],
      ["台北", "古著", "選品店"],
      ["數學", "家教"],
    ],
    emoji: [["咖啡", "公園", "跑步"], ["工作", "蛋糕"], ["爆米花", "電影"], []],
  },
};

/** Per username example: ASCII words at least one of which the suggested names contain. */
const HANDLE_WORDS: Record<"ja" | "zh" | "zh-TW", string[][]> = {
  ja: [
    ["cat", "interior"],
    ["marathon", "runner", "nutrition"],
    ["osaka", "vintage"],
    ["math", "tutor"],
  ],
  zh: [
    ["cat", "home", "decor"],
    ["marathon", "runner", "nutrition"],
    ["shanghai", "vintage", "buyer"],
    ["math", "tutor"],
  ],
  "zh-TW": [
    ["cat", "home", "decor"],
    ["marathon", "runner", "nutrition"],
    ["taipei", "vintage"],
    ["math", "tutor"],
  ],
};

const KATAKANA_RUN = /[\p{Script=Katakana}ー]+/gu;

describe.each(["ja", "zh", "zh-TW"] as const)(
  "the %s tool pages' examples",
  (locale: Locale & keyof typeof EXPECTED) => {
    it.each(["bio", "caption", "idea", "username", "emoji"] as const)("%s examples yield their topic words", (tool) => {
      const examples = pageExamples(locale, tool);
      const expected = EXPECTED[locale][tool];
      // The list above follows the catalogue: a changed example needs its words listed again.
      expect(examples).toHaveLength(expected.length);
      const missing: string[] = [];
      for (const [i, description] of examples.entries()) {
        const keywords = readDescription({ description, locale }).keywords.map((k) => k.text);
        for (const word of expected[i] ?? []) {
          if (!keywords.some((k) => k.includes(word)))
            missing.push(`${description}: ${word} not in ${keywords.join("|")}`);
        }
        const runs = new Set(description.match(KATAKANA_RUN) ?? []);
        for (const k of keywords) {
          for (const run of k.match(KATAKANA_RUN) ?? []) if (!runs.has(run)) missing.push(`${description}: cut ${k}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it("username examples give names built from their topic words, and the page lists those words", () => {
      const examples = pageExamples(locale, "username");
      const bad: string[] = [];
      for (const [i, description] of examples.entries()) {
        for (let seed = 1; seed <= 20; seed++) {
          const request: ToolRequest = {
            tool: "username",
            platform: (["instagram", "tiktok", "youtube", "facebook"] as const)[seed % 4] ?? "instagram",
            locale,
            description,
            options: { length: "short", tone: "none", hashtags: 0 },
          };
          const names = compose(request, seed);
          const words = HANDLE_WORDS[locale][i] ?? [];
          if (!names.some((name) => words.some((w) => name.includes(w))))
            bad.push(`${description}: ${names.join(" ")}`);
          // The "no topic words found" hint shows when this list is empty (tool-results.tsx).
          if (!describeUse(request, names).keywords?.length) bad.push(`${description}: no keywords used (${names[0]})`);
        }
      }
      expect(bad.slice(0, 6)).toEqual([]);
    });
  },
);

it("keeps Japanese katakana words whole", () => {
  for (const word of ["インテリア", "ヴィンテージ", "フォトグラファー", "インディー"]) {
    expect(readDescription({ description: `${word}が好き`, locale: "ja" }).keywords.map((k) => k.text)).toContain(word);
  }
});

it("romanizes a katakana keyword no word list knows for usernames", () => {
  const names = (description: string) =>
    compose(
      {
        tool: "username",
        platform: "instagram",
        locale: "ja",
        description,
        options: { length: "short", tone: "none", hashtags: 0 },
      },
      5,
    ).join(" ");
  expect(names("サワードウ")).toContain("sawadou");
  expect(names("ティラミスとマッチャ")).toMatch(/tiramisu/);
  expect(names("ティラミスとマッチャ")).toMatch(/matcha/);
  expect(names("チョコレート")).toContain("chokoreto");
});
