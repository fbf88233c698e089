// Every public, indexable page of the site, as locale-independent paths (the same in all 12 locales): the landing
// page, sign-in and sign-up, the six analysis pages, the blog list and its posts, and the legal pages. The sitemap
// and the public-site crawler both start from this list. forgot-password is public but not indexed.
import { ANALYZE_SLUGS, analyzePath } from "@/lib/pages/analyze-pages";
import { LEGAL_PATHS } from "@/lib/pages/legal-sections";

export interface PublicPage {
  path: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
  /** yyyy-mm-dd, when known (blog posts). */
  lastModified?: string;
}

export const BLOG_PATH = "/blogs/";

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}${slug}/`;
}

/** The public pages given the blog's posts (slug and date; slugs are the same in every locale). */
export function publicPages(posts: readonly { slug: string; date: string }[]): PublicPage[] {
  return [
    { path: "/", changeFrequency: "weekly", priority: 1 },
    { path: "/signin/", changeFrequency: "yearly", priority: 0.3 },
    { path: "/signup/", changeFrequency: "yearly", priority: 0.5 },
    ...ANALYZE_SLUGS.map((slug) => ({ path: analyzePath(slug), changeFrequency: "monthly" as const, priority: 0.8 })),
    { path: BLOG_PATH, changeFrequency: "weekly", priority: 0.7 },
    ...posts.map((post) => ({
      path: blogPostPath(post.slug),
      changeFrequency: "monthly" as const,
      priority: 0.6,
      lastModified: post.date,
    })),
    { path: LEGAL_PATHS.privacy, changeFrequency: "yearly", priority: 0.2 },
    { path: LEGAL_PATHS.terms, changeFrequency: "yearly", priority: 0.2 },
  ];
}
