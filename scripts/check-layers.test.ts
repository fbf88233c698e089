// The layer check against small projects written to a temporary folder: each case is one file that must be refused
// (with the line it names) or accepted, next to the modules it imports.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { insertServerOnly } from "./add-server-only";
import { checkLayers, filesMissingServerOnly, type Violation } from "./check-layers";

const SO = 'import "server-only";\n';
/** Modules every fixture may import; server modules start with server-only so only the file under test can fail. */
const BASE: Record<string, string> = {
  "src/domain/plans.ts": "export const PLANS = [];\n",
  "src/lib/cn.ts": "export const cn = () => '';\n",
  "src/components/ui/button.tsx": "export const Button = () => null;\n",
  "src/features/tracking/feed-table.tsx": "export const FeedTable = () => null;\n",
  "src/app/page.tsx": "export default function Page() { return null; }\n",
  "src/i18n/locales.ts": "export const LOCALES = [];\n",
  "src/server/env.ts": "export const getEnv = () => ({});\n",
  "src/server/db/client.ts": `${SO}export const getDb = () => null;\n`,
  "src/server/api/envelope.ts": `${SO}export const ok = () => null;\n`,
  "src/server/errors/api-error.ts": `${SO}export class ApiError extends Error {}\n`,
  "src/server/db/schema/index.ts": "export * from './tracking';\n",
  "src/server/db/schema/tracking.ts": "export const feeds = {};\n",
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  roots.push(root);
  for (const [file, text] of Object.entries({ ...BASE, ...files })) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(file: string, text: string): Violation[] {
  return checkLayers(project({ [file]: text }));
}

describe("the base fixture", () => {
  it("is clean, so each case below is judged on its one file", () => {
    expect(checkLayers(project({}))).toEqual([]);
  });
});

describe("imports that go the wrong way are refused", () => {
  const refused: [string, string, string, number][] = [
    ["domain → server through @/", "src/domain/a.ts", 'import { getDb } from "@/server/db/client";\n', 1],
    ["domain → lib through a relative path", "src/domain/a.ts", '// why\nimport { cn } from "../lib/cn";\n', 2],
    ["domain → i18n", "src/domain/sub/a.ts", 'export { LOCALES } from "../../i18n/locales";\n', 1],
    ["domain → server through require()", "src/domain/a.ts", 'const db = require("@/server/db/client");\n', 1],
    ["i18n → lib", "src/i18n/a.ts", 'import { cn } from "@/lib/cn";\n', 1],
    [
      "server → features through import()",
      "src/server/jobs/a.ts",
      `${SO}export const load = () => import("../../features/tracking/feed-table");\n`,
      2,
    ],
    ["server → components via export *", "src/server/a.ts", `${SO}export * from "@/components/ui/button";\n`, 2],
    ["server → app", "src/server/a.ts", `${SO}import Page from "../app/page";\n`, 2],
    ["server → lib", "src/server/a.ts", `${SO}import { cn } from "@/lib/cn";\n`, 2],
    ["service → HTTP layer", "src/server/services/x/a.ts", `${SO}import { ok } from "../../api/envelope";\n`, 2],
    ["query → HTTP layer", "src/server/queries/x/a.ts", `${SO}import type { ok } from "@/server/api/envelope";\n`, 2],
    ["lib → features", "src/lib/a.ts", 'import { FeedTable } from "@/features/tracking/feed-table";\n', 1],
    ["lib → a server module that is not public", "src/lib/a.ts", 'import { getDb } from "@/server/db/client";\n', 1],
    ["components → app", "src/components/a.tsx", 'import Page from "../app/page";\n', 1],
    ["components → features", "src/components/x/a.tsx", 'import "../../features/tracking/feed-table";\n', 1],
    ["features → app", "src/features/x/a.tsx", 'import Page from "@/app/page";\n', 1],
    ["features → database", "src/features/x/a.ts", 'import type { getDb } from "../../server/db/client";\n', 1],
    ["use client → server env", "src/features/x/a.tsx", '"use client";\nimport { getEnv } from "@/server/env";\n', 2],
  ];
  it.each(refused)("%s", (_name, file, text, line) => {
    const violations = check(file, text);
    expect(violations.map((v) => [v.file, v.line])).toEqual([[file, line]]);
  });
});

describe("imports that go the right way are accepted", () => {
  const accepted: [string, string, string][] = [
    ["features → server env (a server component)", "src/features/x/a.tsx", 'import { getEnv } from "@/server/env";\n'],
    ["lib → server env", "src/lib/seo/a.ts", 'import { getEnv } from "../../server/env";\n'],
    ["features → lib, components, domain, i18n", "src/features/x/a.tsx", featureImports()],
    [
      "server → domain and i18n",
      "src/server/a.ts",
      `${SO}import { PLANS } from "@/domain/plans";\nimport "../i18n/locales";\n`,
    ],
    [
      "HTTP layer → services and errors",
      "src/server/api/routes/a.ts",
      `${SO}import { ApiError } from "../../errors/api-error";\n`,
    ],
    ["service → errors", "src/server/services/x/a.ts", `${SO}import { ApiError } from "@/server/errors/api-error";\n`],
    ["app → server", "src/app/v1/route.ts", 'import { getDb } from "@/server/db/client";\n'],
    [
      "a comment or string that names a server path",
      "src/domain/a.ts",
      '// import "@/server/db/client"\nexport const p = "@/server/db/client";\n',
    ],
    ["packages", "src/domain/a.ts", 'import { z } from "zod";\nimport fs from "node:fs";\n'],
  ];
  it.each(accepted)("%s", (_name, file, text) => {
    expect(check(file, text)).toEqual([]);
  });
});

function featureImports(): string {
  return [
    'import { cn } from "@/lib/cn";',
    'import { Button } from "../../components/ui/button";',
    'import { PLANS } from "@/domain/plans";',
    'import { LOCALES } from "@/i18n/locales";',
    "",
  ].join("\n");
}

describe('import "server-only"', () => {
  it("is required at the top of a server module, after its header comment", () => {
    expect(check("src/server/queries/a.ts", "// why\nexport const a = 1;\n")).toMatchObject([
      { file: "src/server/queries/a.ts", message: expect.stringContaining('import "server-only"') },
    ]);
    expect(check("src/server/queries/a.ts", `// why\n${SO}export const a = 1;\n`)).toEqual([]);
  });

  it("must be the first statement, not one import among others", () => {
    expect(check("src/server/a.ts", `import { PLANS } from "@/domain/plans";\n${SO}`)).toHaveLength(1);
  });

  it("is not required of tests, test helpers and the schema drizzle-kit loads in plain Node", () => {
    const root = project({
      "src/server/a.test.ts": "export {};\n",
      "src/server/db/test/test-db.ts": "export const setupTestDb = () => null;\n",
      "src/server/db/schema/auth.ts": "export const user = {};\n",
    });
    expect(checkLayers(root)).toEqual([]);
    expect(filesMissingServerOnly(root)).toEqual([]);
  });

  it("is refused in the schema, and so is a server-only module imported by it", () => {
    expect(check("src/server/db/schema/auth.ts", `${SO}export const user = {};\n`)).toHaveLength(1);
    const violations = check("src/server/db/schema/auth.ts", 'import { getEnv } from "../../env";\n');
    expect(violations.map((v) => [v.file, v.line])).toEqual([["src/server/db/schema/auth.ts", 1]]);
  });

  it("is inserted by the codemod below the header, once, even when it sat lower down", () => {
    const header = "// What this module does.\n// Why.\n";
    const body = 'import { PLANS } from "@/domain/plans";\n\nexport const a = PLANS;\n';
    const inserted = insertServerOnly(header + body);
    expect(inserted).toBe(`${header}${SO}${body}`);
    expect(insertServerOnly(`${header}${body}${SO}`)).toBe(inserted);
    expect(insertServerOnly("/** Doc of a. */\nexport const a = 1;\n")).toBe(
      `${SO}/** Doc of a. */\nexport const a = 1;\n`,
    );
  });

  it("is listed for the codemod only where it is missing", () => {
    const root = project({ "src/server/queries/b.ts": "export const b = 1;\n" });
    expect(filesMissingServerOnly(root)).toEqual(["src/server/queries/b.ts"]);
  });
});
