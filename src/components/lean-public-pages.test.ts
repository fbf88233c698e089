// The landing, blog and legal pages ship no client message formatter (issue 18 item 6): no client module they load
// may reach next-intl (its client hooks, Link or provider pull in the ICU formatter) or the next-intl router module.
// Follows every local import from the client modules those pages render, the same graph the bundler follows.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The client modules the lean pages render (the layout's own islands and each page's). */
const LEAN_ENTRIES = [
  "src/components/public-providers.tsx",
  "src/lib/theme/theme-boot-sync.tsx",
  "src/features/landing/landing-nav.tsx",
  "src/features/landing/pricing-toggle.tsx",
  "src/features/shell/language-select.tsx",
  "src/features/blog/signed-in-link.tsx",
];

const FORBIDDEN = [/^next-intl(\/|$)/, /^use-intl(\/|$)/, /^@\/i18n\/navigation$/];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, "src", spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Static value imports only: a dynamic import() is a separate chunk, loaded later or never; types are erased. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1] as string);
}

function reachable(entry: string): { file: string; spec: string }[] {
  const seen = new Set<string>();
  const bad: { file: string; spec: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (FORBIDDEN.some((re) => re.test(spec))) bad.push({ file: path.relative(root, file), spec });
      if (spec.startsWith("@/") || spec.startsWith(".")) {
        const next = resolveLocal(file, spec);
        if (next) visit(next);
      }
    }
  };
  visit(path.join(root, entry));
  return bad;
}

describe("lean public pages", () => {
  it.each(LEAN_ENTRIES)("%s reaches no next-intl client code", (entry) => {
    expect(fs.readFileSync(path.join(root, entry), "utf8")).toContain('"use client"');
    expect(reachable(entry)).toEqual([]);
  });

  it("the check sees next-intl when a client module imports it (the public pages' full language menu does)", () => {
    expect(reachable("src/features/shell/language-menu.tsx").map((hit) => hit.spec)).toEqual(
      expect.arrayContaining(["next-intl", "@/i18n/navigation"]),
    );
  });
});
