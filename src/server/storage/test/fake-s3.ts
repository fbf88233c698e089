// A fake S3 server on loopback for the storage tests: it keeps objects in memory, records every request, and
// refuses (403) any request whose Authorization header is not a valid AWS Signature Version 4 by its access key;
// the signature is recomputed here from the SigV4 rules, independently of the signer the storage uses.
import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const BUCKET = "feedscope-avatars";
export const REGION = "eu-central-1";
export const ACCESS_KEY = "AKIDEXAMPLE";
export const SECRET = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY";

export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** The signature SigV4 prescribes for this request (docs.aws.amazon.com "Create a signed AWS API request"). */
function expectedSignature(request: SeenRequest, signedHeaders: string[], date: string): string {
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

/** Why the request's Authorization header is not a valid SigV4 signature by ACCESS_KEY, or null when it is. */
export function authorizationProblem(request: SeenRequest): string | null {
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

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  seen: SeenRequest[];
  /** When true, PUTs answer 500. */
  failPuts: boolean;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const fake = {
    objects: new Map<string, { body: Buffer; contentType: string }>(),
    seen: [] as SeenRequest[],
    failPuts: false,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: SeenRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      fake.seen.push(request);
      const problem = authorizationProblem(request);
      if (problem) {
        res.writeHead(403, { "content-type": "application/xml" }).end(`<Error><Code>${problem}</Code></Error>`);
        return;
      }
      if (request.method === "PUT") {
        if (fake.failPuts) {
          res.writeHead(500).end("<Error><Code>InternalError</Code></Error>");
          return;
        }
        fake.objects.set(request.path, { body: request.body, contentType: String(req.headers["content-type"]) });
        res.writeHead(200, { etag: '"x"' }).end();
        return;
      }
      const object = fake.objects.get(request.path);
      if (request.method !== "GET" || !object) {
        res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
        return;
      }
      res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
