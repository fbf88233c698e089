// The PostgreSQL pass's file list (scripts/database-suites.ts) against a small project in a temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseSuites } from "./database-suites";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "db-suites-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  "src/server/db/test/test-db.ts": "export const setupTestDb = () => null;\n",
  "src/server/api/test/api-client.ts": 'export { setupTestDb } from "../../db/test/test-db";\n',
  "src/server/api/test/helpers/index.ts": 'import "../api-client";\n',
  "src/server/a/cycle-one.ts": 'import "./cycle-two";\n',
  "src/server/a/cycle-two.ts": 'import "./cycle-one";\n',
  "src/server/a/pure.ts": "export const x = 1;\n",
  // included: direct, through @/, through a helper chain, through a folder's index, by naming the variable
  "src/server/queries/direct.test.ts": 'import { setupTestDb } from "../db/test/test-db";\n',
  "src/server/api/routes/alias.test.ts": 'import { setupTestDb } from "@/server/db/test/test-db";\n',
  "src/server/api/routes/chain.test.ts": 'import { setupTestDb } from "../test/api-client";\n',
  "src/server/api/routes/folder.test.ts": 'import "../test/helpers";\n',
  "src/server/jobs/process.test.ts": "const on = Boolean(process.env.TEST_DATABASE_URL);\n",
  // excluded: pure, a cycle that never reaches the database, a package import, a comment naming the helper
  "src/domain/plans.test.ts": 'import { x } from "../server/a/pure";\n',
  "src/server/a/cycle.test.ts": 'import "./cycle-one";\n',
  "src/server/platforms/adapter.test.ts": 'import { z } from "zod";\n',
  "src/server/db/lock.test.ts": '// not setupTestDb from "../db/test/test-db"\nexport {};\n',
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe("databaseSuites", () => {
  it("lists exactly the test files that can reach PostgreSQL", () => {
    expect(databaseSuites(root)).toEqual([
      "src/server/api/routes/alias.test.ts",
      "src/server/api/routes/chain.test.ts",
      "src/server/api/routes/folder.test.ts",
      "src/server/jobs/process.test.ts",
      "src/server/queries/direct.test.ts",
    ]);
  });

  it("includes the suite the hand-kept list missed", () => {
    expect(databaseSuites(process.cwd())).toContain("src/server/queries/tracking/list-feeds.test.ts");
  });
});
