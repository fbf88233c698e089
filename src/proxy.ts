import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { storedLocaleMayApply } from "./i18n/stored-locale-scope";
import { THEME_BOOT_SCRIPT } from "./lib/theme/theme-script";
import { getEnv } from "./server/env";
import {
  AUTH_PAGE_PATH,
  createNonce,
  NONCE_HEADER,
  STRICT_CSP_PATH,
  strictContentSecurityPolicy,
} from "./server/runtime/security-headers";

const detecting = createMiddleware(routing);
// An unprefixed path other than `/` is an English URL (issue 20 item 5): no detection from the stored preference or
// the browser, and the preference (which the dashboard also reads) is left as it was.
const byUrl = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });
const intl = (request: NextRequest) => (storedLocaleMayApply(request.nextUrl.pathname) ? detecting : byUrl)(request);

/** base64 SHA-256 of the theme boot script: the auth pages' static [locale] document runs it without a nonce. */
const themeBootHash = crypto.subtle
  .digest("SHA-256", new TextEncoder().encode(THEME_BOOT_SCRIPT))
  .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));

/** Pages live at their slash-ended paths (`trailingSlash` in next.config.ts); the API answers both and is not here. */
function withTrailingSlash(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (pathname.endsWith("/") || /\.[^/]*$/.test(pathname)) return null;
  // A plain URL: a NextURL keeps the slash-less form it was parsed from and would format the slash away again.
  return NextResponse.redirect(new URL(`${pathname}/${search}`, request.url), 308);
}

/** Areas that are not locale-prefixed and need neither next-intl nor the nonce: only the slash redirect. */
const OUTSIDE_INTL_PATH = /^\/(?:api|share|dev)/;

// Every page path without its trailing slash is first redirected to it, as Next's own trailingSlash redirect did
// before next.config.ts turned it off so /v1 could answer both forms (issue 17 item 1).
// The signed-in app (not locale-prefixed) and the auth pages get a strict, per-request script policy (issue 13
// item 10): Next reads the nonce from the request's Content-Security-Policy header and stamps it on its own scripts,
// the dashboard's root layout gives it to the theme boot script (the auth pages' document is allowed that script by
// its hash), and the browser gets the same policy. The auth pages then go through next-intl, which passes the
// request headers on; every other page goes straight to next-intl.
export default async function proxy(request: NextRequest) {
  const redirect = withTrailingSlash(request);
  if (redirect) return redirect;
  if (OUTSIDE_INTL_PATH.test(request.nextUrl.pathname)) return NextResponse.next();
  if (!STRICT_CSP_PATH.test(request.nextUrl.pathname)) return intl(request);
  const nonce = createNonce();
  const policy = strictContentSecurityPolicy({
    appUrl: getEnv().appUrl,
    development: process.env.NODE_ENV === "development",
    nonce,
    hashes: [await themeBootHash],
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = AUTH_PAGE_PATH.test(request.nextUrl.pathname)
    ? intl(new NextRequest(request, { headers: requestHeaders }))
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// Every page path comes here (for the slash redirect); /v1 and Next's own files skip the proxy. The auth API, share
// and dev areas are not locale-prefixed and get only the redirect; the dashboard is not locale-prefixed either but
// gets its nonce. Static files are skipped, except the blog's RSS feeds, which are localized routes
// (/blogs/rss.xml → en, /tw/blogs/rss.xml → zh-TW).
export const config = {
  matcher: ["/((?!v1|_next|_vercel|.*\\..*).*)", "/blogs/rss.xml", "/:locale/blogs/rss.xml"],
};
