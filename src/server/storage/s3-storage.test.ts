// The S3-compatible storage against a fake S3 server on loopback (issue 14 item 6): each request's method, path
// `/<bucket>/<key>`, body and SigV4 Authorization header are checked (test/fake-s3.ts recomputes the signature).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage, STORED_CACHE_CONTROL, StorageError } from "./s3-storage";
import { contentHashName } from "./stored-names";
import {
  ACCESS_KEY,
  authorizationProblem,
  BUCKET,
  type FakeS3,
  REGION,
  SECRET,
  type SeenRequest,
  startFakeS3,
} from "./test/fake-s3";

let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => s3.close());
beforeEach(() => {
  s3.seen.length = 0;
  s3.failPuts = false;
});

function storage(secret = SECRET) {
  return createS3Storage({
    endpoint: s3.endpoint,
    bucket: BUCKET,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: secret,
    publicUrl: (name) => `https://cdn.example.com/${name}`,
  });
}

describe("S3-compatible storage", () => {
  it("PUTs the bytes to /<bucket>/<key> with a valid SigV4 signature, content type and long cache", async () => {
    const bytes = new Uint8Array(Array.from({ length: 5000 }, (_, i) => (i * 13) % 256));
    const name = contentHashName(bytes, "webp");
    await storage().put(name, bytes);
    expect(s3.seen).toHaveLength(1);
    const [put] = s3.seen as [SeenRequest];
    expect(put.method).toBe("PUT");
    expect(put.path).toBe(`/${BUCKET}/${name}`);
    expect(put.body).toEqual(Buffer.from(bytes));
    expect(authorizationProblem(put)).toBeNull();
    expect(put.headers["content-type"]).toBe("image/webp");
    expect(put.headers["cache-control"]).toBe(STORED_CACHE_CONTROL);
    expect(s3.objects.get(`/${BUCKET}/${name}`)?.body).toEqual(Buffer.from(bytes));
  });

  it("reads a stored object back with a signed GET, and answers null for a missing key", async () => {
    const bytes = new Uint8Array([9, 8, 7, 6, 5]);
    const name = contentHashName(bytes, "png");
    const bucket = storage();
    await bucket.put(name, bytes);
    const file = await bucket.get(name);
    expect(file?.contentType).toBe("image/png");
    expect(file?.size).toBe(5);
    expect(Buffer.from(await new Response(file?.body).arrayBuffer())).toEqual(Buffer.from(bytes));
    const get = s3.seen[1] as SeenRequest;
    expect(get.method).toBe("GET");
    expect(get.path).toBe(`/${BUCKET}/${name}`);
    expect(authorizationProblem(get)).toBeNull();

    expect(await bucket.get(`${"c".repeat(64)}.webp`)).toBeNull();
  });

  it("never sends a request for a name outside the content-hash pattern", async () => {
    const bucket = storage();
    expect(await bucket.get("../other-bucket/key.webp")).toBeNull();
    await expect(bucket.put("../x.webp", new Uint8Array([1]))).rejects.toThrow(StorageError);
    expect(s3.seen).toHaveLength(0);
  });

  it("throws when the bucket refuses: a wrong secret (403) or a server error", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const name = contentHashName(bytes, "webp");
    await expect(storage("wrong-secret").put(name, bytes)).rejects.toThrow(/HTTP 403/);
    expect(authorizationProblem(s3.seen[0] as SeenRequest)).toBe("signature mismatch");
    await expect(storage("wrong-secret").get(name)).rejects.toThrow(/HTTP 403/);
    s3.failPuts = true;
    await expect(storage().put(name, bytes)).rejects.toThrow(/HTTP 500/);
    expect(s3.objects.has(`/${BUCKET}/${name}`)).toBe(false);
  });

  it("links files at the public base URL", () => {
    expect(storage().publicUrl(`${"d".repeat(64)}.webp`)).toBe(`https://cdn.example.com/${"d".repeat(64)}.webp`);
  });
});
