// The default file storage: one file per name in a directory (DATA_DIR/uploads), written atomically (a temporary
// file renamed into place), so a reader never sees half a file and two writers of one name cannot corrupt it.
import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileStorage, StoredFile } from "./file-storage";
import { contentTypeOf, isStoredName } from "./stored-names";

export interface LocalStorageOptions {
  directory: string;
  publicUrl: (name: string) => string;
}

function assertName(name: string): void {
  if (!isStoredName(name)) throw new Error(`refused to store under an invalid name: ${JSON.stringify(name)}`);
}

export function createLocalStorage({ directory, publicUrl }: LocalStorageOptions): FileStorage {
  return {
    kind: "local",
    async put(name, bytes) {
      assertName(name);
      await fs.mkdir(directory, { recursive: true });
      const target = path.join(directory, name);
      const temporary = path.join(directory, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      await fs.writeFile(temporary, bytes, { mode: 0o644 });
      await fs.rename(temporary, target);
    },
    async get(name): Promise<StoredFile | null> {
      if (!isStoredName(name)) return null;
      const file = path.join(directory, name);
      let size: number;
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, contentType: contentTypeOf(name), size };
    },
    publicUrl,
  };
}
