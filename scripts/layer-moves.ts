// Moves the modules that sat in the wrong layer (see ARCHITECTURE.md) and rewrites every import of them, `@/` and
// relative alike, in src/, tests/, bench/ and scripts/. Repeatable: a move already made is skipped, and imports of an
// old path (for example from a branch merged after the move) are rewritten again. `node --import tsx
// scripts/layer-moves.ts`, then `node --import tsx scripts/check-layers.ts`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** Old module path → new module path, project-relative, without extension. */
export const LAYER_MOVES: Record<string, string> = {
  // Pure PRNG used by src/domain test data and src/server's demo data: it belongs to the pure layer.
  "src/lib/mulberry32": "src/domain/mulberry32",
  // Page catalogues read by the SEO helpers (sitemap) as well as by the feature pages.
  "src/features/analyze/analyze-pages": "src/lib/pages/analyze-pages",
  "src/features/legal/legal-sections": "src/lib/pages/legal-sections",
  "src/features/legal/legal-sections.test": "src/lib/pages/legal-sections.test",
  // Theme settings and the boot script are read by the theme store (lib) and the document (components).
  "src/features/theme/theme-settings": "src/lib/theme/theme-settings",
  "src/features/theme/theme-settings.test": "src/lib/theme/theme-settings.test",
  "src/features/theme/theme-script": "src/lib/theme/theme-script",
  "src/features/theme/theme-boot-sync": "src/lib/theme/theme-boot-sync",
  // Mounts a collections dialog, so it is feature code: the dashboard shell mounts it.
  "src/components/modals/global-modals": "src/features/shell/global-modals",
  // Tests of route modules live beside the route.
  "src/features/blog/rss-route.test": "src/app/[locale]/blogs/rss.xml/route.test",
  "src/lib/seo/sitemap-route.test": "src/app/sitemap.test",
  // Tests that drive the /v1 API belong to the HTTP layer, not to the layers below it.
  "src/server/email/send-email.test": "src/server/api/routes/account-smtp.test",
  "src/server/services/account/google-sign-in.test": "src/server/api/routes/account-google.test",
};

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];
const ROOTS = ["src", "tests", "bench", "scripts"];

function existing(modulePath: string): string | null {
  for (const ext of EXTENSIONS) if (fs.existsSync(modulePath + ext)) return modulePath + ext;
  return null;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(rel);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

const stripExtension = (p: string) => p.replace(/\.(ts|tsx|mts|js|mjs)$/, "");

const layerOf = (file: string) => file.split("/").slice(0, 2).join("/");

/** A relative path inside one layer; the `@/` alias across layers (src/lib → src/domain …). */
function relativeSpecifier(fromFile: string, toModule: string): string {
  if (toModule.startsWith("src/") && layerOf(fromFile) !== layerOf(toModule)) return `@/${toModule.slice(4)}`;
  const rel = path.posix.relative(path.posix.dirname(fromFile), toModule);
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/** Rewrites the imports of one file that now lives at `file` and used to live at `formerFile`. */
function rewriteImports(file: string, formerFile: string): boolean {
  const text = fs.readFileSync(file, "utf8");
  const edits: { start: number; end: number; value: string }[] = [];
  for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
    const spec = imported.fileName;
    let target: string | null = null;
    const alias = spec.startsWith("@/");
    if (alias) target = `src/${spec.slice(2)}`;
    else if (spec.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(formerFile), spec));
    if (!target) continue;
    const moved = LAYER_MOVES[stripExtension(target)];
    const newTarget = moved ?? stripExtension(target);
    let value: string;
    if (alias) value = moved ? `@/${moved.slice(4)}` : spec;
    else if (moved || formerFile !== file) {
      // Keep a file's own extension-less style; JSON and other assets keep their extension.
      value = relativeSpecifier(file, moved ? newTarget : target);
    } else value = spec;
    // `pos` is the opening quote of the specifier.
    const start = imported.pos + 1;
    if (text.slice(start, start + spec.length) !== spec) throw new Error(`${file}: cannot locate ${spec}`);
    if (value !== spec) edits.push({ start, end: start + spec.length, value });
  }
  if (!edits.length) return false;
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.value + result.slice(edit.end);
  }
  fs.writeFileSync(file, result);
  return true;
}

export function applyLayerMoves(): string[] {
  const changed: string[] = [];
  const formerOf = new Map<string, string>();
  for (const [from, to] of Object.entries(LAYER_MOVES)) {
    const source = existing(from);
    if (!source) continue;
    const destination = to + path.extname(source);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    execFileSync("git", ["mv", source, destination]);
    formerOf.set(destination, source);
    changed.push(`${source} → ${destination}`);
  }
  for (const file of ROOTS.flatMap(listFiles)) {
    if (rewriteImports(file, formerOf.get(file) ?? file)) changed.push(`imports: ${file}`);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of applyLayerMoves()) console.log(line);
}
