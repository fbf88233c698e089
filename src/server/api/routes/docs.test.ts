// /v1/docs/ (issue 17 item 5): Scalar's API reference, whose browser bundle comes from this app (no CDN: the product
// runs offline and the page's CSP allows scripts from this origin only), cached for long under a versioned URL.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../app";

const app = createApiApp();
const installed = createRequire(path.join(process.cwd(), "package.json"));
const bundleOnDisk = fs.readFileSync(installed.resolve("@scalar/api-reference/browser/standalone.js"));
const hash = createHash("sha256").update(bundleOnDisk).digest("hex").slice(0, 16);

/** Every script the page loads, by its src attribute (inline scripts have none). */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("/v1/docs/", () => {
  it("loads the reference UI's script from the app itself, with and without the trailing slash", async () => {
    for (const url of ["http://localhost:3999/v1/docs", "http://localhost:3999/v1/docs/"]) {
      const page = await app.request(url);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      const html = await page.text();
      expect(scriptSources(html)).toEqual([`/v1/docs/scalar.js?v=${hash}`]);
      // Nothing else is fetched from another host: no CDN, no web fonts.
      expect(html).not.toMatch(/(src|href)="https?:/);
      expect(html).toContain('"url": "/v1/openapi.json"');
      expect(html).toContain('"withDefaultFonts": false');
    }
  });

  it("serves the installed bundle, cached for a year under its hash", async () => {
    const script = await app.request(`http://localhost:3999/v1/docs/scalar.js?v=${hash}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Uncompressed: Next's server compresses the answer (compressing here too sent it gzipped twice).
    expect(script.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await script.arrayBuffer()).equals(bundleOnDisk)).toBe(true);
  });
});
