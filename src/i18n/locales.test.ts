import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_LABELS,
  LOCALE_PREFIXES,
  LOCALES,
  messagesFileFor,
  normalizeLocale,
} from "./locales";

describe("LOCALES", () => {
  it("has the 12 locales of the product, without duplicates", () => {
    expect(LOCALES).toHaveLength(12);
    expect(new Set(LOCALES).size).toBe(12);
    expect([...LOCALES].sort()).toEqual(["de", "en", "es", "fr", "it", "ja", "ko", "ru", "tr", "vi", "zh", "zh-TW"]);
  });

  it("defaults to English", () => {
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALES).toContain(DEFAULT_LOCALE);
  });

  it("gives every locale a non-empty label", () => {
    for (const locale of LOCALES) {
      expect(LOCALE_LABELS[locale]?.trim().length, `label of ${locale}`).toBeGreaterThan(0);
    }
    expect(Object.keys(LOCALE_LABELS).sort()).toEqual([...LOCALES].sort());
  });

  it("gives every locale a distinct label", () => {
    expect(new Set(Object.values(LOCALE_LABELS)).size).toBe(LOCALES.length);
  });
});

describe("normalizeLocale", () => {
  it.each([
    ["tw", "zh-TW"],
    ["zh-tw", "zh-TW"],
    ["ZH-TW", "zh-TW"],
    ["zh-TW", "zh-TW"],
    ["zh-Hant", "zh-TW"],
    ["de", "de"],
    ["DE", "de"],
    ["en", "en"],
    ["zh", "zh"],
  ])("maps %j to %j", (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each([["xx"], ["en-US"], ["zh-CN"], ["twi"], [""], [null], [undefined]])("answers null for %j", (input) => {
    expect(normalizeLocale(input)).toBeNull();
  });
});

describe("isLocale", () => {
  it("accepts the exact locale codes only", () => {
    expect(isLocale("zh-TW")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("tw")).toBe(false);
    expect(isLocale("zh-tw")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(1)).toBe(false);
  });
});

describe("messagesFileFor and LOCALE_PREFIXES", () => {
  it("stores Traditional Chinese in tw.json and serves it under /tw", () => {
    expect(messagesFileFor("zh-TW")).toBe("tw");
    expect(LOCALE_PREFIXES["zh-TW"]).toBe("/tw");
  });

  it("uses the locale itself as the file of every other locale", () => {
    for (const locale of LOCALES) {
      if (locale === "zh-TW") continue;
      expect(messagesFileFor(locale)).toBe(locale);
    }
  });

  it("has no other custom prefix", () => {
    expect(LOCALE_PREFIXES).toEqual({ "zh-TW": "/tw" });
  });
});
