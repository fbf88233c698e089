// Issue 13 item 1: the outbox is readable only without SMTP, outside production, and with the right key.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canOpenOutbox, outboxKey } from "./outbox-key";

const saved = { ...process.env };
let dataDir = "";

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-outbox-"));
  process.env.DATA_DIR = dataDir;
  process.env.OUTBOX_KEY = "";
  process.env.SMTP_URL = "";
  process.env.APP_ENV = "development";
});
afterEach(() => {
  process.env = { ...saved };
});

describe("outbox key", () => {
  it("uses OUTBOX_KEY when set", () => {
    process.env.OUTBOX_KEY = "k-from-env-0123456789";
    expect(outboxKey()).toBe("k-from-env-0123456789");
    expect(fs.existsSync(path.join(dataDir, "outbox-key"))).toBe(false);
  });

  it("generates a key once into DATA_DIR with mode 0600 and keeps it", () => {
    const first = outboxKey();
    expect(first).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const file = path.join(dataDir, "outbox-key");
    expect(fs.readFileSync(file, "utf8").trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(outboxKey()).toBe(first);
  });

  it("opens only with the exact key", () => {
    const key = outboxKey();
    expect(canOpenOutbox(key)).toBe(true);
    expect(canOpenOutbox(undefined)).toBe(false);
    expect(canOpenOutbox("")).toBe(false);
    expect(canOpenOutbox(`${key}x`)).toBe(false);
    expect(canOpenOutbox(key.slice(0, -1))).toBe(false);
    expect(canOpenOutbox(key.toUpperCase() === key ? key.toLowerCase() : key.toUpperCase())).toBe(false);
    expect(canOpenOutbox([key, key])).toBe(false);
  });

  it("stays closed with SMTP configured or in production, even with the right key", () => {
    process.env.OUTBOX_KEY = "the-right-key-0123456789";
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    expect(canOpenOutbox("the-right-key-0123456789")).toBe(false);
    process.env.SMTP_URL = "";
    process.env.APP_ENV = "production";
    expect(canOpenOutbox("the-right-key-0123456789")).toBe(false);
    process.env.APP_ENV = "development";
    expect(canOpenOutbox("the-right-key-0123456789")).toBe(true);
  });
});
