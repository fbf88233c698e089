import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./accept-language";

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["en-US,en;q=0.9", "en"],
    ["fr-CA", "fr"],
    ["zh-TW,zh;q=0.9", "zh-TW"],
    ["zh-Hant-HK", "zh-TW"],
    ["zh-CN,zh;q=0.9", "zh"],
    ["pt-BR,ja;q=0.5", "ja"],
    ["en;q=0.2,ko;q=0.8", "ko"],
    ["vi;q=0,tr", "tr"],
  ])("reads %s as %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([[null], [""], ["*"], ["pt-BR,nl"], ["de;q=0"]])("falls back to English for %s", (header) => {
    expect(localeFromAcceptLanguage(header)).toBe("en");
  });
});
