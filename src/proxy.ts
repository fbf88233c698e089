import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

export default createMiddleware(routing);

// The API, auth, dashboard, share and dev areas are not locale-prefixed; static files are skipped, except the blog's
// RSS feeds, which are localized routes (/blogs/rss.xml → en, /tw/blogs/rss.xml → zh-TW).
export const config = {
  matcher: ["/((?!api|v1|dashboard|share|dev|_next|_vercel|.*\\..*).*)", "/blogs/rss.xml", "/:locale/blogs/rss.xml"],
};
