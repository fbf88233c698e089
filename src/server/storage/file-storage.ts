// File storage behind one interface (DESIGN.md section 10 "Providers behind interfaces"): the built-in default
// keeps files in DATA_DIR/uploads and works offline; an S3-compatible bucket is used when STORAGE_S3_* is set.
import "server-only";
import path from "node:path";
import { getEnv } from "../env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number | null;
}

export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores `bytes` under `name` (a valid stored name, see stored-names.ts); writing the same name again is harmless. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file, or null when no file has that name. Names that are not valid stored names are never looked up. */
  get(name: string): Promise<StoredFile | null>;
  /** Where browsers load the file from: the bucket's public URL when configured, else this app's /v1/uploads route. */
  publicUrl(name: string): string;
}

/** The path of the serving route (src/server/api/routes/upload.ts); the CSP's img-src 'self' covers it. */
export const UPLOADS_PATH = "/v1/uploads";

export function s3Configured(storage = getEnv().storage): boolean {
  return Boolean(storage.s3Endpoint && storage.s3Bucket && storage.s3AccessKeyId && storage.s3SecretAccessKey);
}

function configuredStorage(): FileStorage {
  const env = getEnv();
  const routeUrl = (name: string) => `${env.appUrl}${UPLOADS_PATH}/${name}`;
  if (s3Configured(env.storage)) {
    const { s3Endpoint, s3Bucket, s3Region, s3AccessKeyId, s3SecretAccessKey, publicBaseUrl } = env.storage;
    return createS3Storage({
      endpoint: s3Endpoint,
      bucket: s3Bucket,
      region: s3Region,
      accessKeyId: s3AccessKeyId,
      secretAccessKey: s3SecretAccessKey,
      publicUrl: publicBaseUrl ? (name) => `${publicBaseUrl}/${name}` : routeUrl,
    });
  }
  return createLocalStorage({ directory: path.join(env.dataDir, "uploads"), publicUrl: routeUrl });
}

const store = globalThis as unknown as { __feedscopeFileStorage?: FileStorage };

/** The storage of this process, built from the environment on first use. */
export function getFileStorage(): FileStorage {
  store.__feedscopeFileStorage ??= configuredStorage();
  return store.__feedscopeFileStorage;
}

/** Replaces the storage (tests only); null goes back to the configured one on next use. */
export function setFileStorage(storage: FileStorage | null): void {
  store.__feedscopeFileStorage = storage ?? undefined;
}
