import fs from "node:fs";
import path from "node:path";
import type { AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { LOCALES, MESSAGE_AREAS, messagesFileFor } from "@/i18n/locales";
import { THEME_STORAGE_KEY } from "@/lib/theme/theme-settings";
import { publicClientMessages } from "./public-messages";

const root = path.resolve(import.meta.dirname, "../../..");

function allMessages(locale: (typeof LOCALES)[number]): AbstractIntlMessages {
  const file = messagesFileFor(locale);
  const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, "messages", rel), "utf8"));
  return Object.assign({}, read(`${file}.json`), ...MESSAGE_AREAS.map((area) => read(`${area}/${file}.json`)));
}

function has(messages: AbstractIntlMessages, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** A module an import names, resolved to its file (the "@/" alias and relative paths; packages are left out). */
function resolveImport(fromFile: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, "src", spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(fromFile), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Client modules the public pages can load: "use client" files and hooks under the public feature areas, and every
 * module they import, followed through the imports (a public island that borrows a dashboard component, as the
 * analyze page's track buttons borrow the role lock, reads that component's keys too).
 */
function publicClientFiles(): string[] {
  const dirs = ["landing", "analyze", "auth", "tools", "blog", "legal"].map((d) => `src/features/${d}`);
  dirs.push("src/components", "src/lib/errors", "src/app/[locale]", "src/features/shell/language-menu.tsx");
  // The invitation accept page and the alert confirmation page (/confirm-alerts/, linked from the email).
  dirs.push("src/features/team/accept", "src/features/alerts/confirm-email-view.tsx");
  const start: string[] = [];
  const walk = (entry: string) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const child of fs.readdirSync(full)) walk(path.join(entry, child));
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
      const text = fs.readFileSync(full, "utf8");
      if (text.includes('"use client"') || /\/use-[^/]+\.ts$/.test(entry)) start.push(full);
    }
  };
  for (const dir of dirs) walk(dir);
  const reached = new Set(start);
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)) {
      if (/^\s*import\s+type\s/.test(match[0])) continue;
      const target = resolveImport(file, match[1] as string);
      if (target && /\.tsx?$/.test(target) && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return [...reached];
}

describe("publicClientMessages", () => {
  const en = allMessages("en");
  const picked = publicClientMessages(en);

  it("keeps every literal key a public client component reads", () => {
    const files = publicClientFiles();
    expect(files.length).toBeGreaterThan(20);
    // Reached through the analyze page's track buttons, not listed above.
    expect(files).toContain(path.join(root, "src/features/roles/role-lock.tsx"));
    const missing: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      // t("a.b.c") and t(`a.b.${x}`): the key, or its static part before the interpolation, must be in the subset.
      for (const match of text.matchAll(/\bt\(\s*["`]([a-zA-Z]+(?:\.[a-zA-Z0-9_-]+)+)/g)) {
        const key = match[1] as string;
        if (has(en, key) && !has(picked, key)) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("leaves out the server-rendered copy", () => {
    expect(has(picked, "landing.nav")).toBe(false);
    expect(has(picked, "landing.signIn")).toBe(true);
    for (const key of ["analyzePages", "legal", "seo", "blog", "overview", "tracking", "theme"]) {
      expect(has(en, key)).toBe(true);
      expect(has(picked, key)).toBe(false);
    }
    expect(Object.keys(picked.landing as object).sort()).toEqual(["signIn"]);
    // The point of the subset: a fraction of the locale's messages.
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length / 2);
  });

  it("picks the same groups in every locale", () => {
    for (const locale of LOCALES) {
      expect(Object.keys(publicClientMessages(allMessages(locale))).sort()).toEqual(Object.keys(picked).sort());
    }
  });
});

describe("ThemeBootSync", () => {
  it("listens to the key the theme store persists under", async () => {
    const source = fs.readFileSync(path.join(root, "src/lib/theme/theme-boot-sync.tsx"), "utf8");
    expect(source).toContain(`const THEME_KEY = "${THEME_STORAGE_KEY}"`);
  });
});
