import { describe, expect, it } from "vitest";
import { flatten } from "@/i18n/check-messages";
import messages from "../../../messages/legal-seo/en.json";
import { LEGAL_SECTIONS } from "./legal-sections";

// The section list decides which keys are rendered: a paragraph added to the copy but not counted here would
// silently never show (and one counted but missing would print a missing-message marker).
describe("legal sections", () => {
  for (const doc of ["privacy", "terms"] as const) {
    it(`${doc}: the list matches the English copy exactly`, () => {
      const keys = [...flatten(messages).keys()].filter((k) => k.startsWith(`legal.${doc}.sections.`));
      const expected = LEGAL_SECTIONS[doc].flatMap(({ id, paragraphs }) => [
        `legal.${doc}.sections.${id}.title`,
        ...Array.from({ length: paragraphs }, (_, i) => `legal.${doc}.sections.${id}.p${i + 1}`),
      ]);
      expect(keys.sort()).toEqual(expected.sort());
    });
  }
});
