import { describe, expect, it } from "vitest";
import { checkMessages, placeholders } from "./check-messages";
import { loadCatalogues } from "./load-catalogues";

describe("message catalogues", () => {
  it("every locale has exactly the English keys and placeholders, and every key is used in code", () => {
    expect(checkMessages(loadCatalogues())).toEqual([]);
  });
});

describe("checkMessages", () => {
  const source = { a: { title: "Hello {name}", unused: "x" }, b: "Bye" };
  const code = ['t("a.title")', "t('b')", 'label: "a.unused"'];

  it("passes a complete catalogue", () => {
    expect(
      checkMessages({ source, locales: { de: { a: { title: "Hallo {name}", unused: "y" }, b: "Tschüss" } }, code }),
    ).toEqual([]);
  });

  it("reports missing, extra and empty keys and placeholder drift", () => {
    const problems = checkMessages({
      source,
      locales: { de: { a: { title: "Hallo {nom}", unused: " " }, c: "extra" } },
      code,
    });
    expect(problems).toEqual([
      "de: placeholders of a.title are {nom}, expected {name}",
      "de: empty value for a.unused",
      "de: missing key b",
      "de: extra key c",
    ]);
  });

  it("reports keys no code uses and t() calls with no message", () => {
    const problems = checkMessages({ source, locales: {}, code: ['t("a.title")', 't("a.nope")'] });
    expect(problems).toEqual([
      "en: key a.unused is not used in code",
      "en: key b is not used in code",
      'code: t("a.nope") has no English message',
    ]);
  });

  it("counts keys a template literal can build as used", () => {
    const tree = { pages: { tiktok: { title: "T" }, youtube: { title: "Y", extra: "E" } } };
    // The code under test is text here; it holds a template literal as the app's source would.
    const code = ["t(`pages.$", "{slug}.title` as never)"].join("");
    const problems = checkMessages({ source: tree, locales: {}, code: [code] });
    expect(problems).toEqual(["en: key pages.youtube.extra is not used in code"]);
  });

  it("reads ICU argument names including plural forms", () => {
    expect(placeholders("{count, plural, one {# video} other {# videos}} by {name}")).toEqual(["count", "name"]);
    expect(placeholders("{count, plural, one {Stopped} other {# stopped}}")).toEqual(["count"]);
    expect(placeholders("Anyone {name}")).toEqual(["name"]);
  });
});
