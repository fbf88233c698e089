// A post on the list page and under "Related posts": cover, category, date, title and excerpt, all one link.
import NextLink from "next/link";
import type { BlogPostSummary } from "@/content/blog";
import type { Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { blogPath, localizedPath } from "./paths";
import { PostMeta } from "./post-meta";

export function PostCard({
  post,
  locale,
  featured = false,
}: {
  post: BlogPostSummary;
  locale: Locale;
  featured?: boolean;
}) {
  return (
    <article
      data-testid="post-card"
      data-slug={post.slug}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:shadow-md",
        featured && "md:flex-row",
      )}
    >
      {/* biome-ignore lint/performance/noImgElement: local SVG covers need no optimisation */}
      <img
        src={post.cover}
        alt=""
        width={1200}
        height={630}
        loading={featured ? "eager" : "lazy"}
        className={cn("aspect-[40/21] w-full object-cover", featured && "md:w-1/2")}
      />
      <div className={cn("flex flex-1 flex-col gap-3 p-5", featured && "md:justify-center md:p-8")}>
        <PostMeta category={post.category} date={post.date} />
        <h3 className={cn("font-bold text-foreground", featured ? "text-2xl md:text-3xl" : "text-lg")}>
          <NextLink
            href={localizedPath(locale, blogPath(post.slug))}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {post.title}
          </NextLink>
        </h3>
        <p className="text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
      </div>
    </article>
  );
}
