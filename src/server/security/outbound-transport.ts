// One HTTP exchange over node:http(s) with the address check at connect time: the agents' `lookup` resolves the
// hostname and refuses it when any address it resolves to is not public, and the socket connects to exactly the
// address that was checked, so a name that changes its answer between two lookups (DNS rebinding) is caught too.
// Answers come back as a WHATWG Response, decompressed like fetch's, so adapters read them as usual.
import "server-only";
import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { isPublicAddress } from "./outbound-address";
import { OutboundRefusedError } from "./outbound-rules";

/** Every address a hostname resolves to; tests inject one instead of real DNS. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** A `lookup` for sockets through `resolve`; with `check`, any non-public address refuses the connection. */
export function guardedLookup(resolve: Resolver, check = true): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family ? found.filter((entry) => entry.family === options.family) : found;
        const refused = check ? addresses.find((entry) => !isPublicAddress(entry.address)) : undefined;
        const first = addresses[0];
        if (refused) {
          const error = new OutboundRefusedError("address", `${hostname} resolves to a non-public address`);
          callback(error as NodeJS.ErrnoException, "", 0);
        } else if (!first) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          error.code = "ENOTFOUND";
          callback(error, "", 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

export interface Agents {
  checked: { http: http.Agent; https: https.Agent };
  unchecked: { http: http.Agent; https: https.Agent };
}

export function createAgents(resolve: Resolver): Agents {
  const lookup = guardedLookup(resolve);
  // OUTBOUND_ALLOW_HOSTS and loopback base URLs: resolved the same way, without the address check.
  const open = guardedLookup(resolve, false);
  return {
    checked: { http: new http.Agent({ keepAlive: true, lookup }), https: new https.Agent({ keepAlive: true, lookup }) },
    unchecked: {
      http: new http.Agent({ keepAlive: true, lookup: open }),
      https: new https.Agent({ keepAlive: true, lookup: open }),
    },
  };
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function requestBody(body: RequestInit["body"]): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError("Outbound requests carry a string, bytes or URLSearchParams body");
}

function decoded(response: http.IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

function responseHeaders(response: http.IncomingMessage, decodedBody: boolean): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string;
    const lower = name.toLowerCase();
    if (decodedBody && (lower === "content-encoding" || lower === "content-length")) continue;
    headers.append(name, raw[index + 1] as string);
  }
  return headers;
}

/** Sends one request without following redirects; the caller's signal aborts the request and the body. */
export function send(url: URL, init: RequestInit, agents: Agents, checkAddress: boolean): Promise<Response> {
  const signal = init.signal ?? undefined;
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  headers["accept-encoding"] ??= "gzip, deflate, br";
  const body = requestBody(init.body);
  const pool = checkAddress ? agents.checked : agents.unchecked;
  const isHttps = url.protocol === "https:";
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = (isHttps ? https : http).request(url, {
      method: init.method ?? "GET",
      headers,
      agent: isHttps ? pool.https : pool.http,
    });
    const abort = () => request.destroy(signal?.reason);
    signal?.addEventListener("abort", abort, { once: true });
    request.on("error", (error) => {
      signal?.removeEventListener("abort", abort);
      reject(error);
    });
    request.on("response", (response) => {
      const method = (init.method ?? "GET").toUpperCase();
      const empty = NULL_BODY_STATUS.has(response.statusCode ?? 0) || method === "HEAD";
      const stream = empty ? null : decoded(response);
      if (stream && signal) {
        signal.addEventListener("abort", () => response.destroy(signal.reason), { once: true });
      }
      if (empty) response.resume();
      resolve(
        new Response(stream ? (Readable.toWeb(stream as Readable) as ReadableStream) : null, {
          status: response.statusCode ?? 502,
          statusText: response.statusMessage ?? "",
          headers: responseHeaders(response, stream !== response && stream !== null),
        }),
      );
    });
    request.end(body);
  });
}
