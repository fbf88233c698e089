// Issue 13 item 10: the headers next.config.ts sends on every path, and the signed-in app's strict policy.
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
// How Next compiles a header source into the routes manifest (its regex, matched case-insensitively).
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { afterEach, describe, expect, it } from "vitest";
import config from "../../../next.config";
import { createNonce, STRICT_CSP_PATH, strictContentSecurityPolicy } from "./security-headers";

const saved = process.env.APP_URL;
afterEach(() => {
  process.env.APP_URL = saved;
});

async function headersFor(appUrl: string, phase = PHASE_PRODUCTION_BUILD) {
  process.env.APP_URL = appUrl;
  const rules = (await config(phase).headers?.()) ?? [];
  expect(rules.map((r) => r.source)[0]).toBe("/:path*");
  return new Map(rules.flatMap((r) => r.headers.map((h) => [h.key, h.value] as const)));
}

const PATHS = [
  "/",
  "/tw/",
  "/blogs/rss.xml",
  "/v1/health/",
  "/_next/static/a.js",
  "/dashboards/",
  "/signin/extra/",
  "/blogs/signin/",
  "/signing/",
  "/api/auth/signin/",
  "/privacy-policy/",
];
const DASHBOARD_PATHS = ["/dashboard", "/dashboard/", "/dashboard/feeds/", "/Dashboard/settings/"];
/** The auth pages, unprefixed and under locale prefixes (all two letters; zh-TW is /tw). */
const AUTH_PATHS = [
  "/signin/",
  "/signin",
  "/signup/",
  "/forgot-password/",
  "/reset-password/",
  "/verify-email/",
  "/de/signin/",
  "/tw/signup/",
  "/ja/reset-password/",
  "/SignIn/",
];

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

  it("leaves the CSP off the signed-in app and the auth pages, where src/proxy.ts sends the strict one, and keeps the rest there", async () => {
    process.env.APP_URL = "https://feedscope.example";
    const rules = (await config(PHASE_PRODUCTION_BUILD).headers?.()) ?? [];
    const applying = (path: string) =>
      rules
        .filter((r) => new RegExp(buildCustomRoute("header", r).regex, "i").test(path))
        .flatMap((r) => r.headers.map((h) => h.key));
    for (const path of PATHS) {
      expect(
        applying(path).filter((k) => k === "Content-Security-Policy"),
        path,
      ).toHaveLength(1);
      expect(STRICT_CSP_PATH.test(path), path).toBe(false);
    }
    for (const path of [...DASHBOARD_PATHS, ...AUTH_PATHS]) {
      expect(applying(path), path).not.toContain("Content-Security-Policy");
      expect(applying(path), path).toEqual(
        expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options"]),
      );
      expect(applying(path), path).toContain("Strict-Transport-Security");
      expect(STRICT_CSP_PATH.test(path), path).toBe(true);
    }
  });
});

describe("strict content security policy", () => {
  it("allows scripts only by nonce and what they load, with no 'unsafe-inline'", () => {
    const nonce = createNonce();
    const csp = directives(strictContentSecurityPolicy({ appUrl: "http://localhost:3000", development: false, nonce }));
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("names the given inline script hashes next to the nonce", () => {
    const csp = directives(
      strictContentSecurityPolicy({
        appUrl: "http://localhost:3000",
        development: false,
        nonce: "n",
        hashes: ["aGFzaA=="],
      }),
    );
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-n'", "'sha256-aGFzaA=='", "'strict-dynamic'"]);
  });

  it("adds eval and the hot-reload socket only in development, and upgrades on https", () => {
    const dev = directives(
      strictContentSecurityPolicy({ appUrl: "http://localhost:3000", development: true, nonce: "n" }),
    );
    expect(dev.get("script-src")).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", "'unsafe-eval'"]);
    expect(dev.get("connect-src")).toContain("ws:");
    const https = directives(
      strictContentSecurityPolicy({ appUrl: "https://x.example", development: false, nonce: "n" }),
    );
    expect(https.has("upgrade-insecure-requests")).toBe(true);
  });

  it("makes a fresh base64 nonce of 128 bits each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
