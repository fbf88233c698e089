// The test files the PostgreSQL pass of `npm test` runs, computed at run time instead of kept by hand (a hand-kept
// list missed src/server/queries/tracking/list-feeds.test.ts). A suite can only meet PostgreSQL through
// TEST_DATABASE_URL, which setupTestDb (src/server/db/test/test-db.ts) and a few process tests read; so a database
// suite is a test file that names TEST_DATABASE_URL or reaches test-db.ts through its imports.
// `node --import tsx scripts/database-suites.ts` prints them, one per line.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { resolveImport } from "./check-layers";

export const TEST_DB_MODULE = "src/server/db/test/test-db";
const MARKER = "TEST_DATABASE_URL";
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

function listTests(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listTests(root, rel);
    return /\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Every test file under `dirs` that can reach PostgreSQL, sorted. */
export function databaseSuites(root: string, dirs = ["src", "scripts"]): string[] {
  const fileOf = (modulePath: string): string | null => {
    for (const ext of ["", ...EXTENSIONS]) {
      const candidate = modulePath + ext;
      if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) {
        return candidate;
      }
    }
    return null;
  };
  const memo = new Map<string, boolean>();
  const reachesDatabase = (file: string): boolean => {
    const known = memo.get(file);
    if (known !== undefined) return known;
    memo.set(file, false); // a cycle adds nothing
    const text = fs.readFileSync(path.join(root, file), "utf8");
    let found = text.includes(MARKER);
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      if (found) break;
      const target = resolveImport(file, imported.fileName);
      if (target === TEST_DB_MODULE) found = true;
      else if (target) {
        const next = fileOf(target);
        if (next && /\.(ts|tsx|mts)$/.test(next)) found = reachesDatabase(next);
      }
    }
    memo.set(file, found);
    return found;
  };
  return dirs
    .flatMap((dir) => listTests(root, dir))
    .filter(reachesDatabase)
    .sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of databaseSuites(process.cwd())) console.log(file);
}
