import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

export default createMiddleware(routing);

// The API, auth, dashboard, share and dev areas are not locale-prefixed; static files are skipped.
export const config = {
  matcher: ["/((?!api|v1|dashboard|share|dev|_next|_vercel|.*\\..*).*)"],
};
