// /v1/docs/: the API reference (issue 17 item 5), Scalar's API reference UI over /v1/openapi.json, where a person
// can try calls with their key. The product runs offline and its pages allow scripts from this origin only
// (src/server/runtime/security-headers.ts), so the UI's browser bundle is served from the installed
// @scalar/api-reference package by this app, never from a CDN, with Scalar's web fonts and telemetry off.
import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import type { AppEnv } from "../context";

// Resolved at run time from the project root (not by the bundler, which would inline 3.5 MB into the server).
const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
const BUNDLE_ID = "@scalar/api-reference/browser/standalone.js";

interface Bundle {
  body: Buffer;
  /** The first 16 hex digits of the bundle's SHA-256: a new bundle gets a new URL. */
  hash: string;
}
let bundle: Bundle | null = null;
function readBundle(): Bundle {
  if (!bundle) {
    const body = fs.readFileSync(requireFromRoot.resolve(BUNDLE_ID));
    bundle = { body, hash: createHash("sha256").update(body).digest("hex").slice(0, 16) };
  }
  return bundle;
}

/** The bundle's URL carries its hash, so browsers may keep it for a year and still get an update. */
export function docsScriptPath(): string {
  return `/v1/docs/scalar.js?v=${readBundle().hash}`;
}

export const docsRoutes = new Hono<AppEnv>({ strict: false })
  .get("/docs", (c, next) =>
    Scalar<AppEnv>({
      url: "/v1/openapi.json",
      cdn: docsScriptPath(),
      pageTitle: "Feedscope API reference",
      // The tab shows the product's icon (issue 20 item 7): src/app/icon.svg, served by Next at /icon.svg.
      favicon: "/icon.svg",
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: "never",
      documentDownloadType: "json",
      // The key a person types stays in this tab: the app's own session token shares this origin's storage.
      persistAuth: false,
      authentication: { preferredSecurityScheme: "apiKey" },
    })(c, next),
  )
  // Sent as it is: Next's server compresses answers itself (a body gzipped here was gzipped twice, found by
  // tests/e2e/api-docs.e2e.ts).
  .get("/docs/scalar.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(new Uint8Array(readBundle().body), 200);
  });
