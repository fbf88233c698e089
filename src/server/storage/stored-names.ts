// Names of stored files (issue 14 item 6): the SHA-256 of the bytes plus the extension of the format, so the name
// alone says which content it holds (a changed image gets a new name, which is why it may be cached for a year),
// and a name from a URL can be checked against one strict pattern before it reaches a path or a bucket key.
import "server-only";
import { createHash } from "node:crypto";

const EXTENSIONS = { webp: "image/webp", png: "image/png" } as const;
export type StoredExtension = keyof typeof EXTENSIONS;

/** 64 lowercase hex digits, a dot and a known extension: nothing else (no dots, slashes or encodings) passes. */
const NAME_PATTERN = /^[0-9a-f]{64}\.(webp|png)$/;

export function isStoredName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export function contentHashName(bytes: Uint8Array, extension: StoredExtension): string {
  return `${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
}

/** The content type of a valid stored name. */
export function contentTypeOf(name: string): string {
  const extension = NAME_PATTERN.exec(name)?.[1] as StoredExtension | undefined;
  if (!extension) throw new Error(`not a stored file name: ${name}`);
  return EXTENSIONS[extension];
}
