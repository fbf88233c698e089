import type { MetadataRoute } from "next";
import { listPosts } from "@/content/blog";
import { publicPages } from "@/features/seo/public-pages";
import { sitemapEntries } from "@/features/seo/sitemap-entries";

// Rendered per request: the URLs use APP_URL of the running server, not of the build.
export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(publicPages(listPosts("en")));
}
