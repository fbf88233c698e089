// Response headers for every page and API answer (issue 13 item 10), set in next.config.ts. Why the script policy
// keeps 'unsafe-inline' instead of hashes or nonces is written down in README ("Security headers"): Next's App Router
// puts each page's RSC payload in inline scripts (`self.__next_f.push(…)`) whose content differs per page, and a
// hash or nonce in script-src makes browsers ignore 'unsafe-inline'; nonces would make every prerendered public page
// dynamic. Everything else is locked down: no plugins, no <base> hijack, forms only to this origin (and Google's
// sign-in), no framing (the share pages of a later issue may relax frame-ancestors deliberately).

export interface SecurityHeaderOptions {
  /** APP_URL: on https the browser is told to use https only (HSTS) and to upgrade stray http requests. */
  appUrl: string;
  /** `next dev` evaluates modules with eval() and talks to its hot-reload socket. */
  development: boolean;
}

export function contentSecurityPolicy({ appUrl, development }: SecurityHeaderOptions): string {
  const https = appUrl.startsWith("https://");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
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

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  const headers = [
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
