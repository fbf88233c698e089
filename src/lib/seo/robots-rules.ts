import type { MetadataRoute } from "next";
import { getEnv } from "@/server/env";

// The public site is crawlable; the signed-in app, the API, the auth endpoints and the local dev tools are not.
export const DISALLOWED_PATHS = ["/dashboard/", "/v1/", "/api/", "/dev/"] as const;

export function robotsRules(): MetadataRoute.Robots {
  const { appUrl } = getEnv();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...DISALLOWED_PATHS] }],
    sitemap: `${appUrl}/sitemap.xml`,
    host: appUrl,
  };
}
