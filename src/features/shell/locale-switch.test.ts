import { describe, expect, it } from "vitest";
import { localeCookie, stripLocalePrefix, switchLocalePath } from "./locale-switch";

describe("switchLocalePath", () => {
  it("swaps the locale prefix and keeps the rest of the path and the query", () => {
    expect(switchLocalePath("/", "de")).toBe("/de/");
    expect(switchLocalePath("/de/", "fr")).toBe("/fr/");
    expect(switchLocalePath("/de", "ja")).toBe("/ja/");
    expect(switchLocalePath("/blogs/best-posting-time/", "it")).toBe("/it/blogs/best-posting-time/");
    expect(switchLocalePath("/ja/privacy-policy/", "zh-TW")).toBe("/tw/privacy-policy/");
    expect(switchLocalePath("/tw/terms-of-service/", "zh")).toBe("/zh/terms-of-service/");
    expect(switchLocalePath("/de/blogs/", "de", "?page=2")).toBe("/de/blogs/?page=2");
  });

  it("prefixes English too, as next-intl's router does on a switch (the proxy then drops it)", () => {
    expect(switchLocalePath("/de/", "en")).toBe("/en/");
    expect(switchLocalePath("/ko/blogs/x/", "en")).toBe("/en/blogs/x/");
  });

  it("leaves a first segment that only starts like a locale alone", () => {
    expect(stripLocalePrefix("/detail/")).toBe("/detail/");
    expect(stripLocalePrefix("/twitter/")).toBe("/twitter/");
    expect(stripLocalePrefix("/zh-TW/x/")).toBe("/zh-TW/x/");
    expect(stripLocalePrefix("/tw/x/")).toBe("/x/");
    expect(stripLocalePrefix("")).toBe("/");
  });

  it("writes the NEXT_LOCALE cookie for the whole site", () => {
    expect(localeCookie("zh-TW")).toBe("NEXT_LOCALE=zh-TW;path=/;SameSite=Lax");
  });
});
