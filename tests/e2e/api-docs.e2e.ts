// /v1/docs/ in chromium (issue 17 item 5): Scalar's API reference renders the OpenAPI document, its script comes
// from the app itself, nothing is fetched from another host (the product runs offline), and the page's CSP
// (the config-level policy of src/server/runtime/security-headers.ts) blocks nothing it needs.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("/v1/docs/", () => {
  it("renders the API reference from the app's own script, with no outside request and nothing blocked it needs", async () => {
    const page = await newPage(browser);
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (line: string) => violations.push(line));
    await page.context().addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportViolation: (line: string) => void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    const requested: string[] = [];
    const outside: string[] = [];
    const origin = new URL(baseUrl()).origin;
    // Anything bound elsewhere is recorded and stopped here: the test talks to loopback only.
    await page.route("**/*", (route) => {
      const url = route.request().url();
      requested.push(url);
      if (url.startsWith("data:") || url.startsWith("blob:") || new URL(url).origin === origin) return route.continue();
      outside.push(url);
      return route.abort();
    });

    // A script that fails (a body the browser cannot decode, a blocked eval) shows up here.
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(String(error)));
    const response = await page.goto("/v1/docs/");
    expect(response?.status()).toBe(200);
    // The reference renders /v1/openapi.json: the first group open with its operations, the others (MCP among
    // them) listed by name.
    await page.getByText("Database, migrations and worker state").first().waitFor({ timeout: 30_000 });
    await page.getByText("MCP", { exact: true }).first().waitFor();

    const scripts = requested.filter((url) => /\.js(\?|$)/.test(url));
    expect(scripts.some((url) => url.startsWith(`${origin}/v1/docs/scalar.js?v=`))).toBe(true);
    expect(requested).toContain(`${origin}/v1/openapi.json`);
    expect(outside).toEqual([]);
    // Scalar's bundle probes eval() once; the policy refuses it and the page works without it (no page error).
    expect(violations.filter((line) => line !== "script-src eval")).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
