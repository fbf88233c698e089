// The S3-compatible storage against a fake S3 server on loopback (issue 14 item 6): each request's method, path
// `/<bucket>/<key>`, body and SigV4 Authorization header are checked, the signature recomputed here from the AWS
// Signature Version 4 rules (independently of the signer the storage uses).
import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage, STORED_CACHE_CONTROL, StorageError } from "./s3-storage";
import { contentHashName } from "./stored-names";

const BUCKET = "feedscope-avatars";
const REGION = "eu-central-1";
const ACCESS_KEY = "AKIDEXAMPLE";
const SECRET = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY";

interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: Seen[] = [];
let failPuts = false;
let server: http.Server;
let endpoint: string;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** The signature SigV4 prescribes for this request (docs.aws.amazon.com "Create a signed AWS API request"). */
function expectedSignature(request: Seen, signedHeaders: string[], date: string): string {
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(request.headers[name]).trim()}\n`).join("");
  const canonicalRequest = [
    request.method,
    request.path,
    "",
    canonicalHeaders,
    signedHeaders.join(";"),
    String(request.headers["x-amz-content-sha256"]),
  ].join("\n");
  const amzDate = String(request.headers["x-amz-date"]);
  const scope = `${date}/${REGION}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), REGION), "s3"), "aws4_request");
  return createHmac("sha256", signingKey).update(stringToSign).digest("hex");
}

/** Refuses (403) a request whose Authorization header is not a valid SigV4 signature by ACCESS_KEY. */
function authorizationProblem(request: Seen): string | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ""),
    );
  if (!match) return "malformed Authorization header";
  const [, key, date, region, signed, signature] = match as unknown as string[];
  if (key !== ACCESS_KEY || region !== REGION) return "wrong credential scope";
  const signedHeaders = (signed as string).split(";");
  for (const required of ["host", "x-amz-content-sha256", "x-amz-date"])
    if (!signedHeaders.includes(required)) return `${required} not signed`;
  if (!/^\d{8}T\d{6}Z$/.test(String(request.headers["x-amz-date"]))) return "bad x-amz-date";
  if (String(request.headers["x-amz-date"]).slice(0, 8) !== date) return "date outside the scope";
  if (request.headers["x-amz-content-sha256"] !== sha256(request.body)) return "payload hash does not match the body";
  if (expectedSignature(request, signedHeaders, date as string) !== signature) return "signature mismatch";
  return null;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: Seen = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(request);
      const problem = authorizationProblem(request);
      if (problem) {
        res.writeHead(403, { "content-type": "application/xml" }).end(`<Error><Code>${problem}</Code></Error>`);
        return;
      }
      if (request.method === "PUT") {
        if (failPuts) {
          res.writeHead(500).end("<Error><Code>InternalError</Code></Error>");
          return;
        }
        objects.set(request.path, { body: request.body, contentType: String(req.headers["content-type"]) });
        res.writeHead(200, { etag: '"x"' }).end();
        return;
      }
      const object = objects.get(request.path);
      if (request.method !== "GET" || !object) {
        res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
        return;
      }
      res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});
beforeEach(() => {
  seen.length = 0;
  failPuts = false;
});

function storage(secret = SECRET) {
  return createS3Storage({
    endpoint,
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
    expect(seen).toHaveLength(1);
    const [put] = seen as [Seen];
    expect(put.method).toBe("PUT");
    expect(put.path).toBe(`/${BUCKET}/${name}`);
    expect(put.body).toEqual(Buffer.from(bytes));
    expect(authorizationProblem(put)).toBeNull();
    expect(put.headers["content-type"]).toBe("image/webp");
    expect(put.headers["cache-control"]).toBe(STORED_CACHE_CONTROL);
    expect(objects.get(`/${BUCKET}/${name}`)?.body).toEqual(Buffer.from(bytes));
  });

  it("reads a stored object back with a signed GET, and answers null for a missing key", async () => {
    const bytes = new Uint8Array([9, 8, 7, 6, 5]);
    const name = contentHashName(bytes, "png");
    const s3 = storage();
    await s3.put(name, bytes);
    const file = await s3.get(name);
    expect(file?.contentType).toBe("image/png");
    expect(file?.size).toBe(5);
    expect(Buffer.from(await new Response(file?.body).arrayBuffer())).toEqual(Buffer.from(bytes));
    const get = seen[1] as Seen;
    expect(get.method).toBe("GET");
    expect(get.path).toBe(`/${BUCKET}/${name}`);
    expect(authorizationProblem(get)).toBeNull();

    expect(await s3.get(`${"c".repeat(64)}.webp`)).toBeNull();
  });

  it("never sends a request for a name outside the content-hash pattern", async () => {
    const s3 = storage();
    expect(await s3.get("../other-bucket/key.webp")).toBeNull();
    await expect(s3.put("../x.webp", new Uint8Array([1]))).rejects.toThrow(StorageError);
    expect(seen).toHaveLength(0);
  });

  it("throws when the bucket refuses: a wrong secret (403) or a server error", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const name = contentHashName(bytes, "webp");
    await expect(storage("wrong-secret").put(name, bytes)).rejects.toThrow(/HTTP 403/);
    expect(authorizationProblem(seen[0] as Seen)).toBe("signature mismatch");
    await expect(storage("wrong-secret").get(name)).rejects.toThrow(/HTTP 403/);
    failPuts = true;
    await expect(storage().put(name, bytes)).rejects.toThrow(/HTTP 500/);
    expect(objects.has(`/${BUCKET}/${name}`)).toBe(false);
  });

  it("links files at the public base URL", () => {
    expect(storage().publicUrl(`${"d".repeat(64)}.webp`)).toBe(`https://cdn.example.com/${"d".repeat(64)}.webp`);
  });
});
