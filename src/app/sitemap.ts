import type { MetadataRoute } from "next";
import { listPosts } from "@/content/blog";
import { toolSitemapEntries } from "@/features/tools/tool-sitemap";
import { publicPages } from "@/lib/seo/public-pages";
import { sitemapEntries } from "@/lib/seo/sitemap-entries";

// Rendered per request: the URLs use APP_URL of the running server, not of the build. The tool pages come apart
// because their slugs differ per locale (Italian, Spanish, French).
export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  return [...sitemapEntries(publicPages(listPosts("en"))), ...toolSitemapEntries()];
}
