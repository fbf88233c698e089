// German speaks to the reader with "du" everywhere (the landing, tools, team and account texts did; the billing,
// overview, compare and API texts had drifted to "Sie", so one page mixed both; the blog posts said "Sie"
// throughout). The legal pages keep the formal address on purpose. Every remaining capitalised "Sie"/"Ihr…" must be
// a third-person use, listed here with the word after it, so a listed text cannot hide a formal use elsewhere in it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPost, postSlugs } from "@/content/blog";

const MESSAGES = path.resolve(import.meta.dirname, "../../messages");
const FORMAL = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b\s*([^\s.,;:!?“”„"()–]*)/g;

/** Third-person "sie"/"ihr" at the start of a sentence (it, they, its): source|key|the word and the one after it. */
const THIRD_PERSON = new Set([
  "analyze|analyzePages.instagramReels.faq.a3|Sie läuft",
  "dashboard-alerts|dashboardAlerts.groups.confirmDelete.message|Ihre Empfänger",
  "dashboard-alerts|dashboardAlerts.rules.confirmDelete.message|Sie sendet",
  "dashboard-history|history.gains.empty|Sie erscheinen",
  "dashboard-tracking|tracking.feeds.deleteText|Sie werden",
  "dashboard-ui|ui.collections.notFoundText|Sie wurde",
  // The blog posts (German text of src/content/blog/posts/<slug>/de.ts, keyed by field as getPost returns it).
  "blog/engagement-rate-explained|body.8.text|Sie beantwortet", // die Engagement-Rate nach Aufrufen
  "blog/engagement-rate-explained|body.10.text|Sie beantwortet", // die Engagement-Rate nach Followern
  "blog/instagram-reels-analytics-public-data|body.5.text|Sie liefert", // die Business-Discovery-Funktion
  "blog/median-vs-average-views|body.0.text|Sie wirkt", // die Kennzahl „durchschnittliche Aufrufe“
  "blog/track-competitors-short-video|body.10.items.2|Sie vervielfachen", // stündliche Aktualisierungen
]);

function strings(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([prefix, value]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) strings(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function formalUsesIn(source: string, value: unknown): string[] {
  const found: string[] = [];
  for (const [key, text] of strings(value, "", []))
    for (const match of text.matchAll(FORMAL)) found.push(`${source}|${key}|${match[1]} ${match[2]}`.trimEnd());
  return found;
}

function catalogueFormalUses(): string[] {
  const catalogues = [
    ["main", path.join(MESSAGES, "de.json")],
    ...fs
      .readdirSync(MESSAGES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "legal-seo")
      .map((entry) => [entry.name, path.join(MESSAGES, entry.name, "de.json")]),
  ].filter(([, file]) => fs.existsSync(file as string));
  return catalogues
    .flatMap(([name, file]) => formalUsesIn(name as string, JSON.parse(fs.readFileSync(file as string, "utf8"))))
    .sort();
}

/** The German posts as the blog pages get them (getPost("de", slug)): every text a reader sees on the page. */
function blogFormalUses(): string[] {
  return postSlugs()
    .flatMap((slug) => {
      const post = getPost("de", slug);
      if (!post) throw new Error(`no German post ${slug}`);
      const { title, description, excerpt, body } = post;
      return formalUsesIn(`blog/${slug}`, { title, description, excerpt, body });
    })
    .sort();
}

describe("German address", () => {
  it("uses du outside the legal pages: every capitalised Sie/Ihr left is a listed third-person use", () => {
    expect(catalogueFormalUses().filter((use) => !THIRD_PERSON.has(use))).toEqual([]);
  });

  it("uses du in the blog posts: every capitalised Sie/Ihr left is a listed third-person use", () => {
    expect(blogFormalUses().filter((use) => !THIRD_PERSON.has(use))).toEqual([]);
  });

  it("finds formal address in a text and lists each use with its key and the word after it", () => {
    // The detector itself: formal uses are found, lower-case third-person "sie"/"ihr" and "du" are not.
    expect(
      formalUsesIn("x", {
        a: "Öffnen Sie ein Tool, und Ihr Kanal wächst.",
        b: { c: "Wenn sie es sieht, ist ihr klar." },
      }),
    ).toEqual(["x|a|Sie ein", "x|a|Ihr Kanal"]);
    expect(formalUsesIn("x", { a: "Öffne ein Tool, und dein Kanal wächst." })).toEqual([]);
  });
});
