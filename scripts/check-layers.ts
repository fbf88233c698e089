// The layer check run by `npm test` (ARCHITECTURE.md says the rules; ../shared/DESIGN.md section 10 says why).
// A script rather than Biome's noRestrictedImports: Biome matches import strings, so `../../server/db` slips past a
// rule written for `@/server/*`, and it cannot require `import "server-only"`. This resolves every static import,
// re-export, `import()` and `require()` (with `@/` or a relative path) to a file under src/ and judges the pair.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** What the features, lib and components layers may import from src/server (typed contracts live in src/domain). */
export const SERVER_PUBLIC_ENTRIES = ["src/server/env"];

interface Forbidden {
  /** A folder (relative to the project root) that the importing layer must not reach. */
  target: string;
  /** Modules inside `target` that stay allowed. */
  allow?: string[];
}

export interface LayerRule {
  /** The importing layer: a folder relative to the project root. */
  from: string;
  /** Folders inside `from` that this rule does not cover. */
  except?: string[];
  forbid: Forbidden[];
  why: string;
}

const forbid = (...targets: string[]): Forbidden[] => targets.map((target) => ({ target }));
const serverPublicOnly: Forbidden = { target: "src/server", allow: SERVER_PUBLIC_ENTRIES };

export const LAYER_RULES: LayerRule[] = [
  {
    from: "src/domain",
    forbid: forbid("src/server", "src/features", "src/app", "src/lib", "src/components", "src/i18n", "src/content"),
    why: "src/domain is pure (no I/O, no React) and imports nothing but itself",
  },
  {
    from: "src/i18n",
    forbid: forbid("src/server", "src/features", "src/app", "src/lib", "src/components"),
    why: "src/i18n (locales, routing, catalogues) sits beside src/domain and depends on no layer above it",
  },
  {
    from: "src/content",
    forbid: forbid("src/server", "src/features", "src/app", "src/components"),
    why: "src/content is data (the blog posts) read by the layers above it",
  },
  {
    from: "src/server",
    forbid: forbid("src/features", "src/app", "src/components", "src/lib"),
    why: "src/server depends on src/domain and src/i18n only, never on UI code",
  },
  {
    from: "src/server",
    except: ["src/server/api"],
    forbid: forbid("src/server/api"),
    why: "only the HTTP layer (src/server/api) imports itself; services, queries and jobs never do (errors: src/server/errors)",
  },
  {
    from: "src/lib",
    forbid: [...forbid("src/features", "src/app"), serverPublicOnly],
    why: `src/lib serves every feature, so it imports no feature or route; from src/server only ${SERVER_PUBLIC_ENTRIES.join(", ")}`,
  },
  {
    from: "src/components",
    forbid: [...forbid("src/features", "src/app"), serverPublicOnly],
    why: `src/components serves every feature, so it imports no feature or route; from src/server only ${SERVER_PUBLIC_ENTRIES.join(", ")}`,
  },
  {
    from: "src/features",
    forbid: [...forbid("src/app"), serverPublicOnly],
    why: `features are composed by src/app and reach the server through /v1, importing from src/server only ${SERVER_PUBLIC_ENTRIES.join(", ")}`,
  },
];

/**
 * Server modules that must NOT start with `import "server-only"`, because a tool loads them in plain Node without
 * the `react-server` condition (under which the package is empty; elsewhere it throws). Everything else Next can
 * load from src/server must start with it. The worker (`npm run worker`), `bench/` and the spawned test helpers
 * run with `--conditions=react-server`; `scripts/start.mjs`, `scripts/admin.ts` and `scripts/check-i18n.ts` load no
 * server module; Next's instrumentation layer accepts `server-only`.
 */
export const SERVER_ONLY_EXEMPT: { path: string; why: string }[] = [
  { path: "src/server/db/schema", why: "drizzle-kit (drizzle.config.ts) loads the schema in plain Node" },
  { path: "src/server/env.ts", why: "next.config.ts loads it in plain Node (security headers, build settings)" },
  {
    path: "src/server/runtime/security-headers.ts",
    why: "next.config.ts loads it in plain Node to write the headers into the build",
  },
];

export interface Violation {
  file: string;
  line: number;
  message: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|d\.ts)$/;

const toPosix = (p: string) => p.split(path.sep).join("/");
const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
const withoutExtension = (file: string) => file.replace(EXTENSIONS, "").replace(/\/index$/, "");
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

function listSources(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...listSources(root, rel));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(rel);
  }
  return found;
}

/** The project-relative module an import points at, or null for a package or a file outside the project. */
export function resolveImport(importer: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith("./") || specifier.startsWith("../")) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  } else return null;
  return target.startsWith("../") ? null : withoutExtension(target);
}

function lineOf(text: string, position: number): number {
  return text.slice(0, position).split("\n").length;
}

function importViolations(file: string, text: string): Violation[] {
  const found: Violation[] = [];
  const isClient = /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*\s*["']use client["']/.test(text);
  for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolveImport(file, imported.fileName);
    if (!target) continue;
    const line = lineOf(text, imported.pos);
    if (isClient && within(target, "src/server")) {
      found.push({
        file,
        line,
        message: `"use client" module imports ${imported.fileName}: server modules never reach the browser`,
      });
    }
    for (const rule of LAYER_RULES) {
      if (!within(file, rule.from) || rule.except?.some((folder) => within(file, folder))) continue;
      const hit = rule.forbid.find(
        (f) => within(target, f.target) && !f.allow?.some((allowed) => withoutExtension(allowed) === target),
      );
      if (hit) found.push({ file, line, message: `imports ${imported.fileName} (${hit.target}): ${rule.why}` });
    }
  }
  return found;
}

export const SERVER_ONLY_LINE = 'import "server-only";';

/** True when `file` is a server module that must start with `import "server-only"`. */
export function needsServerOnly(file: string): boolean {
  if (!within(file, "src/server") || isTest(file) || !/\.tsx?$/.test(file)) return false;
  // Test helpers (src/server/**/test/) are loaded by vitest, which aliases the package away, never by Next.
  if (file.split("/").includes("test")) return false;
  return !SERVER_ONLY_EXEMPT.some((exempt) => within(file, exempt.path));
}

/** True when the first statement of the module is `import "server-only"` (comments may precede it). */
export function startsWithServerOnly(file: string, text: string): boolean {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const first = source.statements[0];
  return (
    !!first &&
    ts.isImportDeclaration(first) &&
    !first.importClause &&
    ts.isStringLiteral(first.moduleSpecifier) &&
    first.moduleSpecifier.text === "server-only"
  );
}

function serverOnlyViolations(file: string, text: string): Violation[] {
  const exempt = SERVER_ONLY_EXEMPT.find((e) => within(file, e.path));
  if (exempt) {
    const found: Violation[] = [];
    if (/^\s*import\s+["']server-only["']/m.test(text)) {
      found.push({ file, line: 1, message: `must not import "server-only": ${exempt.why}` });
    }
    // An exempt module loads only exempt server modules, or the tool that loads it would meet `server-only`.
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveImport(file, imported.fileName);
      if (target && within(target, "src/server") && !SERVER_ONLY_EXEMPT.some((e) => within(target, e.path))) {
        found.push({
          file,
          line: lineOf(text, imported.pos),
          message: `imports ${imported.fileName}, a server-only module, but ${exempt.why}`,
        });
      }
    }
    return found;
  }
  if (!needsServerOnly(file) || startsWithServerOnly(file, text)) return [];
  return [
    {
      file,
      line: 1,
      message: `must start with ${SERVER_ONLY_LINE} (run: node --import tsx scripts/add-server-only.ts)`,
    },
  ];
}

/** Every layer violation in the project at `root`, in file order. */
export function checkLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of listSources(root, "src").sort()) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    violations.push(...importViolations(toPosix(file), text), ...serverOnlyViolations(toPosix(file), text));
  }
  return violations;
}

/** The src/server modules that lack `import "server-only"`, for the codemod. */
export function filesMissingServerOnly(root: string): string[] {
  return listSources(root, "src/server").filter(
    (file) => needsServerOnly(file) && !startsWithServerOnly(file, fs.readFileSync(path.join(root, file), "utf8")),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const violations = checkLayers(process.cwd());
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.message}`);
  if (violations.length) {
    console.error(`\n${violations.length} layer violation(s); the rules are in ARCHITECTURE.md.`);
    process.exit(1);
  }
  console.log("layers: every import goes the right way; every server module starts with server-only");
}
