import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { getEnv } from "./server/env";
import {
  createNonce,
  NONCE_HEADER,
  STRICT_CSP_PATH,
  strictContentSecurityPolicy,
} from "./server/runtime/security-headers";

const intl = createMiddleware(routing);

// The signed-in app (not locale-prefixed) gets a strict, per-request script policy (issue 13 item 10): Next reads
// the nonce from the request's Content-Security-Policy header and stamps it on its own scripts, the root layout
// gives it to the theme boot script, and the browser gets the same policy. Every other page goes through next-intl.
export default function proxy(request: NextRequest) {
  if (!STRICT_CSP_PATH.test(request.nextUrl.pathname)) return intl(request);
  const nonce = createNonce();
  const policy = strictContentSecurityPolicy({
    appUrl: getEnv().appUrl,
    development: process.env.NODE_ENV === "development",
    nonce,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// The API, auth, share and dev areas are not locale-prefixed and skip the proxy; the dashboard is not
// locale-prefixed either but comes here for its nonce. Static files are skipped, except the blog's RSS feeds, which
// are localized routes (/blogs/rss.xml → en, /tw/blogs/rss.xml → zh-TW).
export const config = {
  matcher: [
    "/((?!api|v1|dashboard|share|dev|_next|_vercel|.*\\..*).*)",
    "/dashboard",
    "/dashboard/:path*",
    "/blogs/rss.xml",
    "/:locale/blogs/rss.xml",
  ],
};
