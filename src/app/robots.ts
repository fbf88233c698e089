import type { MetadataRoute } from "next";
import { robotsRules } from "@/lib/seo/robots-rules";

// Rendered per request so the sitemap URL is the running server's APP_URL.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
