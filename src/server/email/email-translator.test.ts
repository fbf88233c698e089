import { describe, expect, it } from "vitest";
import de from "../../../messages/de.json";
import en from "../../../messages/en.json";
import { emailLocale, emailTranslator } from "./email-translator";

describe("emailTranslator", () => {
  it("translates in the stored locale", async () => {
    const { locale, t } = await emailTranslator("de", "errors");
    expect(locale).toBe("de");
    expect(t("network")).toBe((de as { errors: { network: string } }).errors.network);
    expect(t("network")).not.toBe((en as { errors: { network: string } }).errors.network);
  });

  it("falls back to English for a missing or unknown locale", async () => {
    expect(emailLocale(null)).toBe("en");
    expect(emailLocale("xx")).toBe("en");
    const { t } = await emailTranslator("xx", "errors");
    expect(t("network")).toBe((en as { errors: { network: string } }).errors.network);
  });
});
