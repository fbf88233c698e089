import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./lock";

let dir: string;
let lockPath: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-lock-test-"));
  lockPath = path.join(dir, "feedscope.lock");
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function spawnNode(code: string): ChildProcess {
  return spawn(process.execPath, ["-e", code], { stdio: "ignore" });
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => child.once("exit", () => resolve()));
}

describe("acquireDataDirLock", () => {
  it("creates the lock file holding this process's pid", () => {
    const release = acquireDataDirLock(dir);
    try {
      expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
  });

  it("creates a missing data directory", () => {
    const nested = path.join(dir, "a", "b");
    const release = acquireDataDirLock(nested);
    try {
      expect(fs.readFileSync(path.join(nested, "feedscope.lock"), "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
  });

  it("removes the lock file on release, and the directory can be locked again", () => {
    const release = acquireDataDirLock(dir);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
    expect(fs.existsSync(dir)).toBe(true);

    const again = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    again();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("refuses a directory locked by a live process, naming its pid and the directory", async () => {
    const child = spawnNode("setTimeout(() => {}, 30000)");
    try {
      const pid = child.pid;
      expect(pid).toBeTypeOf("number");
      fs.writeFileSync(lockPath, String(pid));

      let caught: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DataDirLockedError);
      const error = caught as DataDirLockedError;
      expect(error.name).toBe("DataDirLockedError");
      expect(error.ownerPid).toBe(pid);
      expect(error.dataDir).toBe(dir);
      expect(error.message).toContain(`pid ${pid}`);
      expect(error.message).toContain(dir);
      // The live owner's lock is left alone.
      expect(fs.readFileSync(lockPath, "utf8")).toBe(String(pid));
    } finally {
      child.kill("SIGKILL");
      await exited(child);
    }
  });

  it("takes over a stale lock left by a dead process", async () => {
    const child = spawnNode("");
    await exited(child);
    const deadPid = child.pid;
    expect(deadPid).toBeTypeOf("number");
    fs.writeFileSync(lockPath, String(deadPid));

    const release = acquireDataDirLock(dir);
    try {
      expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("takes over a lock file that holds no pid", () => {
    fs.writeFileSync(lockPath, "garbage");
    const release = acquireDataDirLock(dir);
    try {
      expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
  });

  it("does not delete a lock file that someone else wrote after us", () => {
    const release = acquireDataDirLock(dir);
    fs.writeFileSync(lockPath, "999999");
    release();
    expect(fs.readFileSync(lockPath, "utf8")).toBe("999999");
  });

  it("releases only once: a second call does not remove a newer lock", () => {
    const first = acquireDataDirLock(dir);
    first();
    const second = acquireDataDirLock(dir);
    try {
      first();
      expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    } finally {
      second();
    }
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("does not throw when the lock file is already gone", () => {
    const release = acquireDataDirLock(dir);
    fs.rmSync(lockPath);
    expect(() => release()).not.toThrow();
  });
});
