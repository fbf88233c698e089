// PGlite has no cross-process lock of its own: a second process on the same data directory must get a clear
// error instead of silently losing writes.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client";

function openInChild(dir: string) {
  return spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/support/open-pglite.ts", dir],
    {
      encoding: "utf8",
      env: { ...process.env, LOG_LEVEL: "silent" },
      timeout: 60_000,
    },
  );
}

describe("PGlite data directory", () => {
  it("refuses a second process while one has it open, and lets it in after a clean close", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-lock-"));
    const handle = await openPglite(dir);
    try {
      const refused = openInChild(dir);
      expect(refused.status).toBe(3);
      expect(refused.stderr).toContain("DataDirLockedError");
      expect(refused.stderr).toContain(`pid ${process.pid}`);
      expect(refused.stderr).toContain("DATABASE_URL");
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(path.join(dir, "feedscope.lock"))).toBe(false);
    const allowed = openInChild(dir);
    expect(allowed.stdout).toContain("opened");
    expect(allowed.status).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
