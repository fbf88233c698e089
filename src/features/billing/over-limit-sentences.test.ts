// Issue 15 item 4: the over-limit banner says what was stopped and how to choose which to keep. The oracle for the
// English text is the issue's own wording (stop, resume, within the limits, upgrade), not the message file.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale, messagesFileFor } from "@/i18n/locales";
import { type OverLimitBanner, overLimitSentences } from "./over-limit-sentences";

const banner = (stoppedFeeds: number, stoppedChannels: number, readOnlyMembers: number): OverLimitBanner => ({
  kind: "over_limit",
  stoppedFeeds,
  stoppedChannels,
  readOnlyMembers,
});

async function messagesOf(locale: Locale) {
  return (await import(`../../../messages/dashboard-billing/${messagesFileFor(locale)}.json`)).default;
}

async function bannerText(locale: Locale, shown: OverLimitBanner): Promise<string> {
  const messages = await messagesOf(locale);
  const t = createTranslator({ locale, messages, namespace: "dashboardBilling.banner" });
  return overLimitSentences(shown)
    .map((sentence) => t(sentence, { items: "3 videos", members: "1 member" }))
    .join(" ");
}

describe("overLimitSentences", () => {
  it("says what was stopped, that nothing was deleted, then how to choose which to keep", () => {
    expect(overLimitSentences(banner(3, 0, 0))).toEqual(["overLimit", "keep", "choose"]);
    expect(overLimitSentences(banner(0, 1, 2))).toEqual(["overLimit", "readOnly", "keep", "choose"]);
  });

  it("has no stop-and-resume advice when only members are beyond the seats", () => {
    expect(overLimitSentences(banner(0, 0, 2))).toEqual(["readOnly", "keep"]);
  });

  it("in English tells the team to stop one, resume another within the limits, or upgrade", async () => {
    const text = await bannerText("en", banner(3, 0, 0));
    expect(text).toContain("stopped 3 videos");
    expect(text).toMatch(/stop an item you no longer need, then resume the one you want/);
    expect(text).toMatch(/within your plan's limits/);
    expect(text).toMatch(/upgrade/i);
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "in %s has its own translation of the advice",
    async (locale) => {
      const english = (await messagesOf("en")).dashboardBilling.banner;
      const own = (await messagesOf(locale)).dashboardBilling.banner;
      for (const key of ["choose", "upgrade", "keep"] as const) {
        expect(typeof own[key]).toBe("string");
        expect(own[key].length).toBeGreaterThan(0);
        expect(own[key]).not.toBe(english[key]);
      }
      expect(await bannerText(locale, banner(3, 0, 0))).toContain("3 videos");
    },
  );
});
