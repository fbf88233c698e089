// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, …): path-style URLs `<endpoint>/<bucket>/<key>`, every
// request signed with AWS Signature Version 4 by aws4fetch's signer (one small file, no dependencies; the AWS SDK's
// S3 client would add dozens of packages for two calls) and sent through the outbound guard like every request to
// the outside (src/server/security/outbound.ts): the endpoint is its only host, over https unless it is loopback or
// listed in OUTBOUND_ALLOW_HOSTS.
import "server-only";
import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { createOutboundFetch, type OutboundFetch } from "../security/outbound";
import type { FileStorage, StoredFile } from "./file-storage";
import { contentTypeOf, isStoredName } from "./stored-names";

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: (name: string) => string;
  /** Tests may pass their own; by default the outbound guard bound to the endpoint. */
  fetch?: OutboundFetch;
}

/** The bucket's Cache-Control for stored files: content-hash names never change content (stored-names.ts). */
export const STORED_CACHE_CONTROL = "public, max-age=31536000, immutable";

export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageError";
  }
}

const sha256Hex = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const endpoint = options.endpoint.replace(/\/+$/, "");
  const send =
    options.fetch ?? createOutboundFetch({ purpose: "file-storage", hosts: [], baseUrls: [options.endpoint] });

  async function signed(method: "PUT" | "GET", name: string, body?: Uint8Array, headers: Record<string, string> = {}) {
    const signer = new AwsV4Signer({
      method,
      url: `${endpoint}/${encodeURIComponent(options.bucket)}/${encodeURIComponent(name)}`,
      headers: { ...headers, "x-amz-content-sha256": sha256Hex(body ?? "") },
      body: body as BodyInit | undefined,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: "s3",
      region: options.region,
    });
    const request = await signer.sign();
    return send(request.url, { method, headers: request.headers, body: body as BodyInit | undefined });
  }

  return {
    kind: "s3",
    async put(name, bytes) {
      if (!isStoredName(name))
        throw new StorageError(`refused to store under an invalid name: ${JSON.stringify(name)}`);
      const response = await signed("PUT", name, bytes, {
        "content-type": contentTypeOf(name),
        "cache-control": STORED_CACHE_CONTROL,
      });
      await response.body?.cancel();
      if (!response.ok) throw new StorageError(`the bucket refused the upload (HTTP ${response.status})`);
    },
    async get(name): Promise<StoredFile | null> {
      if (!isStoredName(name)) return null;
      const response = await signed("GET", name);
      // (S3 answers 403 for a missing key when the credentials may not list the bucket: grant s3:ListBucket.)
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new StorageError(`the bucket did not answer the download (HTTP ${response.status})`);
      }
      const length = Number(response.headers.get("content-length"));
      return {
        body: response.body,
        contentType: contentTypeOf(name),
        size: Number.isFinite(length) && length > 0 ? length : null,
      };
    },
    publicUrl: options.publicUrl,
  };
}
