// Issue 13 item 10: the headers next.config.ts sends on every path.
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { afterEach, describe, expect, it } from "vitest";
import config from "../../../next.config";

const saved = process.env.APP_URL;
afterEach(() => {
  process.env.APP_URL = saved;
});

async function headersFor(appUrl: string, phase = PHASE_PRODUCTION_BUILD) {
  process.env.APP_URL = appUrl;
  const rules = (await config(phase).headers?.()) ?? [];
  expect(rules.map((r) => r.source)).toEqual(["/:path*"]);
  return new Map(rules[0]?.headers.map((h) => [h.key, h.value]));
}

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map((csp ?? "").split("; ").map((d) => [d.split(" ")[0] ?? "", d.split(" ").slice(1)]));
}

describe("security headers", () => {
  it("sends CSP, nosniff, the referrer policy and no HSTS on http", async () => {
    const headers = await headersFor("http://localhost:3000");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.has("Strict-Transport-Security")).toBe(false);
    const csp = directives(headers.get("Content-Security-Policy"));
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("*");
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds HSTS and upgrade-insecure-requests when APP_URL is https", async () => {
    const headers = await headersFor("https://feedscope.example");
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(directives(headers.get("Content-Security-Policy")).has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows eval and the hot-reload socket only under next dev", async () => {
    const csp = directives(
      (await headersFor("http://localhost:3000", PHASE_DEVELOPMENT_SERVER)).get("Content-Security-Policy"),
    );
    expect(csp.get("script-src")).toContain("'unsafe-eval'");
    expect(csp.get("connect-src")).toContain("ws:");
  });
});
