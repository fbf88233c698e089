// German speaks to the reader with "du" everywhere (the landing, tools, team and account texts did; the billing,
// overview, compare and API texts had drifted to "Sie", so one page mixed both). The legal pages keep the formal
// address on purpose. Every remaining capitalised "Sie"/"Ihr…" must be a third-person use, listed here.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MESSAGES = path.resolve(import.meta.dirname, "../../messages");
const FORMAL = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;

/** Third-person "sie"/"ihr" at the start of a sentence (it, they, its), by catalogue and key. */
const THIRD_PERSON = new Set([
  "analyze|analyzePages.instagramReels.faq.a3",
  "dashboard-alerts|dashboardAlerts.groups.confirmDelete.message",
  "dashboard-alerts|dashboardAlerts.rules.confirmDelete.message",
  "dashboard-history|history.gains.empty",
  "dashboard-tracking|tracking.feeds.deleteText",
  "dashboard-ui|ui.collections.notFoundText",
]);

function strings(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([prefix, value]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) strings(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function formalUses(): string[] {
  const catalogues = [
    ["main", path.join(MESSAGES, "de.json")],
    ...fs
      .readdirSync(MESSAGES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "legal-seo")
      .map((entry) => [entry.name, path.join(MESSAGES, entry.name, "de.json")]),
  ].filter(([, file]) => fs.existsSync(file as string));
  const found: string[] = [];
  for (const [name, file] of catalogues) {
    const json = JSON.parse(fs.readFileSync(file as string, "utf8"));
    for (const [key, text] of strings(json, "", [])) if (FORMAL.test(text)) found.push(`${name}|${key}`);
  }
  return found.sort();
}

describe("German address", () => {
  it("uses du outside the legal pages: every capitalised Sie/Ihr left is a listed third-person use", () => {
    expect(formalUses().filter((use) => !THIRD_PERSON.has(use))).toEqual([]);
  });
});
