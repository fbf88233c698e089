// The default file storage (issue 14 item 6): files written under their content-hash name can be read back whole,
// unknown names are absent, and names that are not content-hash names never reach the file system.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";
import { contentHashName, isStoredName } from "./stored-names";

let root: string;
let storage: FileStorage;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-storage-"));
  storage = createLocalStorage({
    directory: path.join(root, "uploads"),
    publicUrl: (name) => `http://localhost:3999/v1/uploads/${name}`,
  });
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("local file storage", () => {
  it("writes a file under its name and reads the same bytes back with its content type and size", async () => {
    const bytes = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    const name = contentHashName(bytes, "webp");
    await storage.put(name, bytes);
    expect(fs.readFileSync(path.join(root, "uploads", name))).toEqual(Buffer.from(bytes));
    const file = await storage.get(name);
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(3000);
    expect(await readAll(file?.body as ReadableStream<Uint8Array>)).toEqual(Buffer.from(bytes));
    // Written through a temporary file renamed into place: nothing else is left in the directory.
    expect(fs.readdirSync(path.join(root, "uploads"))).toEqual([name]);
  });

  it("writes the same name twice without harm, and names PNG files image/png", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const name = contentHashName(bytes, "png");
    await storage.put(name, bytes);
    await storage.put(name, bytes);
    const file = await storage.get(name);
    expect(file?.contentType).toBe("image/png");
    expect(await readAll(file?.body as ReadableStream<Uint8Array>)).toEqual(Buffer.from([1, 2, 3]));
  });

  it("answers null for a well-formed name that was never stored", async () => {
    expect(await storage.get(`${"a".repeat(64)}.webp`)).toBeNull();
  });

  it("refuses to write and never reads names outside the content-hash pattern (no path traversal)", async () => {
    // A real file outside the uploads directory that a traversal would reach.
    const secret = path.join(root, "secret.webp");
    fs.writeFileSync(secret, "secret");
    const hostile = [
      "../secret.webp",
      `../${"a".repeat(64)}.webp`,
      `${"a".repeat(64)}.webp/../../secret.webp`,
      "..%2Fsecret.webp",
      `${"A".repeat(64)}.webp`,
      `${"a".repeat(64)}.svg`,
      `${"a".repeat(63)}.webp`,
      `${"a".repeat(64)}.webp\0`,
      "",
      ".",
      "..",
    ];
    for (const name of hostile) {
      expect(isStoredName(name), name).toBe(false);
      expect(await storage.get(name), name).toBeNull();
      await expect(storage.put(name, new Uint8Array([1])), name).rejects.toThrow(/invalid name/);
    }
    expect(fs.readFileSync(secret, "utf8")).toBe("secret");
    expect(fs.readdirSync(root).sort()).toEqual(["secret.webp", "uploads"]);
  });

  it("gives the public URL of a name through the configured function", () => {
    const name = `${"b".repeat(64)}.webp`;
    expect(storage.publicUrl(name)).toBe(`http://localhost:3999/v1/uploads/${name}`);
  });
});
