import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { localeCookie, localeHref, stripLocalePrefix, switchLocalePath } from "./locale-switch";

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

describe("localeHref", () => {
  // The URLs next-intl's Link rendered on the landing before (as-needed prefixes, trailing slashes), spelled out.
  it("gives the URL next-intl's Link renders for the app's routes", () => {
    expect(localeHref("en", "/")).toBe("/");
    expect(localeHref("de", "/")).toBe("/de/");
    expect(localeHref("en", "/signin")).toBe("/signin/");
    expect(localeHref("ja", "/signin")).toBe("/ja/signin/");
    expect(localeHref("zh-TW", "/signin")).toBe("/tw/signin/");
    expect(localeHref("fr", "/privacy-policy")).toBe("/fr/privacy-policy/");
    expect(localeHref("en", { pathname: "/signup", query: { plan: "pro", period: "monthly" } })).toBe(
      "/signup/?plan=pro&period=monthly",
    );
    expect(localeHref("de", { pathname: "/signup", query: { plan: "max", period: "yearly" } })).toBe(
      "/de/signup/?plan=max&period=yearly",
    );
    expect(localeHref("it", { pathname: "/analyze/[slug]", params: { slug: "analyze-tiktok-account" } })).toBe(
      "/it/analyze/analyze-tiktok-account/",
    );
    expect(localeHref("en", { pathname: "/analyze/[slug]", params: { slug: "a b" } })).toBe("/analyze/a%20b/");
  });

  it("gives every locale its own prefix and English none", () => {
    const prefixes = LOCALES.map((locale) => localeHref(locale, "/terms-of-service").split("/")[1]);
    expect(prefixes).toEqual(["terms-of-service", "de", "fr", "ja", "it", "es", "ko", "zh", "tw", "ru", "tr", "vi"]);
  });
});
