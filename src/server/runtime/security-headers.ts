// Response headers for every page and API answer (issue 13 item 10). Two script policies, both built here:
// - The signed-in app (/dashboard, where the session token lives in localStorage) and the auth pages (sign-in,
//   sign-up, forgot and reset password, verify email: where passwords are typed) get a strict policy from
//   src/proxy.ts: a fresh nonce per request, `script-src 'self' 'nonce-…' 'strict-dynamic'`, no 'unsafe-inline'.
//   Those pages render per request anyway (their layouts read the request), so Next stamps the nonce (read from the
//   request's CSP header) on its own scripts and our theme boot script carries it in the dashboard; the auth pages
//   share the static [locale] document, whose boot script has no nonce, so the policy names that script's hash.
//   Scripts those load are trusted through 'strict-dynamic'.
// - Every other path (the static public pages, the API, assets) gets the policy next.config.ts writes into the
//   build, which keeps 'unsafe-inline' in script-src: Next's App Router puts each page's RSC payload in inline
//   scripts (`self.__next_f.push(…)`) whose content differs per page, so no fixed hash list covers them, and a
//   nonce would make every prerendered public page render per request (README, "Security headers").
// Everything else is locked down in both: no plugins, no <base> hijack, forms only to this origin (and Google's
// sign-in), no framing (the share pages of a later issue may relax frame-ancestors deliberately).

export interface SecurityHeaderOptions {
  /** APP_URL: on https the browser is told to use https only (HSTS) and to upgrade stray http requests. */
  appUrl: string;
  /** `next dev` evaluates modules with eval() and talks to its hot-reload socket. */
  development: boolean;
}

/** The config-level policy of the static public pages, the API and assets: inline scripts allowed (see above). */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  return buildPolicy(options, ["'self'", "'unsafe-inline'"]);
}

/**
 * The strict policy (src/proxy.ts, per request): only scripts carrying `nonce` or matching one of `hashes` (base64
 * SHA-256 of a fixed inline script), and what they load ('strict-dynamic'); browsers ignore 'self' next to
 * 'strict-dynamic', older ones fall back to it.
 */
export function strictContentSecurityPolicy(
  options: SecurityHeaderOptions & { nonce: string; hashes?: string[] },
): string {
  const hashes = (options.hashes ?? []).map((hash) => `'sha256-${hash}'`);
  return buildPolicy(options, ["'self'", `'nonce-${options.nonce}'`, ...hashes, "'strict-dynamic'"]);
}

/** The request header src/proxy.ts passes the nonce in (it always overwrites it, so it is never the client's). */
export const NONCE_HEADER = "x-nonce";

/** A fresh, unguessable nonce (128 random bits, base64) for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function buildPolicy({ appUrl, development }: SecurityHeaderOptions, scriptSources: string[]): string {
  const https = appUrl.startsWith("https://");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...scriptSources, ...(development ? ["'unsafe-eval'"] : [])],
    // Styles stay inline-friendly everywhere: a nonce here would also block style attributes (React's style prop).
    ["style-src", "'self'", "'unsafe-inline'"],
    // Avatars and thumbnails come from the platforms' image hosts.
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(development ? ["ws:", "wss:"] : [])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", "https://accounts.google.com"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * The signed-in app and the auth pages (under any locale prefix: all are two letters, /tw for zh-TW): src/proxy.ts
 * sends the strict policy on these paths, and the config-level one stays off them so only one policy applies.
 * Case-insensitive, like next.config.ts header sources.
 */
export const STRICT_CSP_PATH =
  /^\/(?:dashboard(?:\/|$)|(?:[a-z]{2}\/)?(?:signin|signup|forgot-password|reset-password|verify-email)\/?$)/i;
/** The auth pages alone (src/proxy.ts adds the nonce before next-intl handles them). */
export const AUTH_PAGE_PATH = /^\/(?:[a-z]{2}\/)?(?:signin|signup|forgot-password|reset-password|verify-email)\/?$/i;
/** The next.config.ts source for every path but STRICT_CSP_PATH (path-to-regexp, checked in the test). */
const OUTSIDE_STRICT_CSP_PATH =
  "/:path((?!dashboard(?:/|$)|(?:[a-z]{2}/)?(?:signin|signup|forgot-password|reset-password|verify-email)/?$).*)";

/** next.config.ts `headers()`: everything on every path, the config-level CSP everywhere but the signed-in app. */
export function securityHeaderRules(options: SecurityHeaderOptions): { source: string; headers: Header[] }[] {
  const headers = securityHeaders(options);
  return [
    { source: "/:path*", headers: headers.filter((h) => h.key !== "Content-Security-Policy") },
    { source: OUTSIDE_STRICT_CSP_PATH, headers: headers.filter((h) => h.key === "Content-Security-Policy") },
  ];
}

interface Header {
  key: string;
  value: string;
}

export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  const headers: Header[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // For browsers that predate frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
  ];
  if (options.appUrl.startsWith("https://")) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
