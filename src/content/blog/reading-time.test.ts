import { describe, expect, it } from "vitest";
import { bodyReadingMinutes, CJK_CHARACTERS_PER_MINUTE, readingMinutes, WORDS_PER_MINUTE } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

describe("reading time", () => {
  it("counts words for languages written with spaces", () => {
    expect(readingMinutes([words(WORDS_PER_MINUTE * 4)])).toBe(4);
    expect(readingMinutes([words(WORDS_PER_MINUTE * 2), words(WORDS_PER_MINUTE * 2)])).toBe(4);
  });

  it("counts characters for Chinese and Japanese, which have no spaces", () => {
    // One "word" by whitespace, but 3 minutes of reading.
    expect(readingMinutes(["漢".repeat(CJK_CHARACTERS_PER_MINUTE * 3)])).toBe(3);
    expect(readingMinutes(["かな".repeat(CJK_CHARACTERS_PER_MINUTE)])).toBe(2);
  });

  it("adds Latin words inside CJK text and ignores punctuation-only tokens", () => {
    const mixed = `${"字".repeat(CJK_CHARACTERS_PER_MINUTE)} ${words(WORDS_PER_MINUTE)} — — —`;
    expect(readingMinutes([mixed])).toBe(2);
  });

  it("is at least one minute", () => {
    expect(readingMinutes([""])).toBe(1);
    expect(bodyReadingMinutes("Title", [{ type: "p", text: "Short." }])).toBe(1);
  });

  it("reads every block type, lists and tips included", () => {
    const body = [
      { type: "ul" as const, items: [words(WORDS_PER_MINUTE)] },
      { type: "tip" as const, title: "Tip", text: words(WORDS_PER_MINUTE) },
      { type: "cta" as const, text: words(WORDS_PER_MINUTE), label: "Go", href: "/analyze/x/" },
    ];
    expect(bodyReadingMinutes("", body)).toBe(3);
  });
});
