// Issue 16 item 6: a rule reads as one sentence in the page's language ("When **views** of **any feed in collection
// Launch** grow by **10,000** in one cycle, tell **Growth team**"). The oracles are written out by hand from the
// issue's wording and, for other languages, from the sentence a native reader expects; the message files are the
// code under test, not the oracle.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { AlertTarget } from "@/domain/contracts/alerts";
import { AlertCalculation, Metric } from "@/domain/enums";
import { LOCALES, type Locale, messagesFileFor } from "@/i18n/locales";
import { type AlertsTranslate, ruleSentence, targetPhrase } from "./rule-sentence";

async function translatorFor(locale: Locale) {
  const messages = (await import(`../../../messages/dashboard-alerts/${messagesFileFor(locale)}.json`)).default;
  return createTranslator({ locale, messages });
}

const target = (patch: Partial<AlertTarget>): AlertTarget => ({
  id: 1,
  kind: "collection",
  ref_id: "abc",
  platform: null,
  label: "Launch",
  missing: false,
  rule_count: 0,
  created_at: "2026-11-25T00:00:00.000Z",
  ...patch,
});

/** The sentence with its bold parts as **…**, numbers in the locale's format. */
async function sentence(
  locale: Locale,
  rule: { metric: number; calculation: number; threshold: number },
  watched: AlertTarget | null,
  group: string,
): Promise<string> {
  const t = await translatorFor(locale);
  const translate: AlertsTranslate = (key, values) => t(key as never, values as never);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const built = ruleSentence(rule, targetPhrase(translate, watched), group, (n) => format.format(n));
  return t.markup(
    built.key as never,
    {
      ...built.values,
      b: (chunks: string) => `**${chunks}**`,
    } as never,
  );
}

const launch = target({});
const increment = AlertCalculation.IncrementOfLastCycle;
const total = AlertCalculation.TotalAmount;

describe("the rule sentence in English", () => {
  it("reads as the issue's example for an increment of views on a collection", async () => {
    expect(
      await sentence("en", { metric: Metric.Views, calculation: increment, threshold: 10000 }, launch, "Growth team"),
    ).toBe("When **views** of **any feed in collection Launch** grow by **10,000** in one cycle, tell **Growth team**");
  });

  const counts: [number, string, string][] = [
    [Metric.Views, "views", "grow"],
    [Metric.Likes, "likes", "grow"],
    [Metric.Comments, "comments", "grow"],
    [Metric.Shares, "shares", "grow"],
    [Metric.Bookmarks, "bookmarks", "grow"],
    [Metric.Engagement, "engagement", "grows"],
  ];
  for (const [metric, word, verb] of counts) {
    it(`names ${word} with an agreeing verb, for an increment and for a total`, async () => {
      expect(await sentence("en", { metric, calculation: increment, threshold: 250 }, launch, "Team")).toBe(
        `When **${word}** of **any feed in collection Launch** ${verb} by **250** in one cycle, tell **Team**`,
      );
      const reach = verb === "grows" ? "reaches" : "reach";
      expect(await sentence("en", { metric, calculation: total, threshold: 1500000 }, launch, "Team")).toBe(
        `When **${word}** of **any feed in collection Launch** ${reach} **1,500,000**, tell **Team**`,
      );
    });
  }

  it("compares an outlier with the account's median as a multiple, whatever the calculation says", async () => {
    const expected =
      "When the views of **any feed in collection Launch** reach **10×** the account's median, tell **Team**";
    expect(
      await sentence("en", { metric: Metric.OutlierMultiple, calculation: total, threshold: 10 }, launch, "Team"),
    ).toBe(expected);
    expect(
      await sentence("en", { metric: Metric.OutlierMultiple, calculation: increment, threshold: 10 }, launch, "Team"),
    ).toBe(expected);
    expect(
      await sentence("en", { metric: Metric.OutlierMultiple, calculation: total, threshold: 2.5 }, launch, "Team"),
    ).toContain("**2.5×**");
  });

  it("names every kind of target, with its platform where it has one, and a deleted one as deleted", async () => {
    const rule = { metric: Metric.Likes, calculation: total, threshold: 5 };
    const of = async (watched: AlertTarget | null) =>
      (await sentence("en", rule, watched, "G")).replace(/^When \*\*likes\*\* of \*\*(.*)\*\* reach .*$/, "$1");
    expect(await of(target({ kind: "channel", label: "MrBeast" }))).toBe("any video of channel MrBeast");
    expect(await of(target({ kind: "feed", label: "My launch video" }))).toBe("the feed My launch video");
    expect(await of(target({ platform: "tiktok" }))).toBe("any TikTok feed in collection Launch");
    expect(await of(target({ kind: "all", label: null, ref_id: null }))).toBe("any tracked item");
    expect(await of(target({ kind: "all", label: null, ref_id: null, platform: "youtube" }))).toBe(
      "any tracked YouTube item",
    );
    expect(await of(target({ kind: "feed", label: null, ref_id: null, missing: true }))).toBe("a deleted feed");
    expect(await of(null)).toBe("a target that no longer exists");
  });
});

describe("the rule sentence in other languages", () => {
  it("keeps each language's word order and grammar (German, French, Japanese, Russian)", async () => {
    const rule = { metric: Metric.Views, calculation: increment, threshold: 10000 };
    expect(await sentence("de", rule, launch, "Wachstum")).toBe(
      "Wenn die **Aufrufe** von **einem beliebigen Feed in der Sammlung Launch** in einem Zyklus um **10.000** steigen, benachrichtige **Wachstum**",
    );
    expect(await sentence("fr", rule, launch, "Croissance")).toBe(
      "Quand les **vues** de **n’importe quel feed de la collection Launch** augmentent de **10\u202f000** en un cycle, prévenir **Croissance**",
    );
    expect(await sentence("ja", rule, launch, "グロース")).toBe(
      "**コレクション「Launch」内のいずれかのフィード**の**再生数**が1サイクルで**10,000**以上増えたら、**グロース**に通知",
    );
    expect(
      await sentence("ru", { metric: Metric.Engagement, calculation: total, threshold: 5000 }, launch, "Рост"),
    ).toBe(
      "Когда **вовлечённость** у **любой публикации в подборке Launch** достигнет **5\u00a0000**, сообщить **Рост**",
    );
  });

  it("gives every locale a sentence for every metric and calculation, with every part filled in", async () => {
    for (const locale of LOCALES) {
      for (const metric of Object.values(Metric)) {
        for (const calculation of [increment, total]) {
          const text = await sentence(locale, { metric, calculation, threshold: 7 }, launch, "G-Team");
          expect(text, `${locale} ${metric} ${calculation}`).toContain("Launch");
          expect(text, `${locale} ${metric} ${calculation}`).toContain("**G-Team**");
          expect(text, `${locale} ${metric} ${calculation}`).toMatch(/\*\*7×?\*\*/);
          expect(text, `${locale} ${metric} ${calculation}`).not.toMatch(/[{}<>]/);
        }
      }
    }
  });
});
