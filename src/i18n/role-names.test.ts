// The team roles have one name per locale, the label in dashboard.roles that the members page shows (fr
// Propriétaire, ru Владелец, ja オーナー). Texts in other catalogues said the English "Owner", "Admin", "Analyst"
// inside their sentences (billing, API keys, seats, the privacy and terms pages). Where a locale's label differs from
// the English one, the English word (whole word, case-sensitive, singular or plural) appears in none of its strings.
import { describe, expect, it } from "vitest";
import type { MessageTree } from "./check-messages";
import { loadCatalogues } from "./load-catalogues";
import { LOCALES, messagesFileFor } from "./locales";

const ROLES = ["owner", "admin", "analyst"] as const;

function strings(tree: MessageTree, prefix: string, out: [string, string][]): [string, string][] {
  for (const [key, node] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof node === "string") out.push([path, node]);
    else strings(node, path, out);
  }
  return out;
}

function roleLabels(tree: MessageTree): Record<string, unknown> {
  const dashboard = tree.dashboard;
  const roles = typeof dashboard === "object" ? dashboard.roles : undefined;
  return typeof roles === "object" ? roles : {};
}

const { source, locales } = loadCatalogues();
const catalogues: Record<string, MessageTree> = { en: source, ...locales };
const english = roleLabels(source);

describe("role names", () => {
  it("every locale has a label for each role", () => {
    expect(Object.keys(catalogues).sort()).toEqual(LOCALES.map(messagesFileFor).sort());
    for (const [file, tree] of Object.entries(catalogues)) {
      const labels = roleLabels(tree);
      for (const role of ROLES) expect(labels[role], `${file}: dashboard.roles.${role}`).toMatch(/\S/);
    }
  });

  for (const [file, tree] of Object.entries(locales)) {
    it(`${file}: no sentence uses an English role word where the ${file} label differs`, () => {
      const labels = roleLabels(tree);
      const words = ROLES.filter((role) => labels[role] !== english[role]).map((role) => {
        const word = String(english[role]);
        return { word, pattern: new RegExp(`\\b${word}s?\\b`) };
      });
      const texts = strings(tree, "", []);
      expect(texts.length).toBeGreaterThan(100);
      const offending = texts.flatMap(([path, text]) =>
        words.filter(({ pattern }) => pattern.test(text)).map(({ word }) => `${path} (${word})`),
      );
      expect(offending).toEqual([]);
    });
  }
});
