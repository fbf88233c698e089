import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { getPost, postSlugs } from "@/content/blog";
import { BlogHeader } from "@/features/blog/blog-header";
import { CATEGORY_LABEL_KEYS } from "@/features/blog/category";
import { blogPath, localizedPath } from "@/features/blog/paths";
import { headingsOf, PostBody } from "@/features/blog/post-body";
import { PostCard } from "@/features/blog/post-card";
import { PostMeta } from "@/features/blog/post-meta";
import { BlogStructuredData, blogPostingData } from "@/features/blog/structured-data";
import { TableOfContents } from "@/features/blog/table-of-contents";
import { pageLocale } from "@/i18n/page-locale";
import { routing } from "@/i18n/routing";
import { localizedAlternates, localizedUrl } from "@/lib/seo/page-metadata";
import { getEnv } from "@/server/env";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

// A blog post (spec: /blogs/{name}): cover, title, date, category, reading time, the body with a table of contents,
// a call to the free analysis and related posts. Every locale × slug is generated at build time.
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => postSlugs().map((slug) => ({ locale, slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const post = getPost(locale, slug);
  if (!post) return {};
  const t = await getTranslations({ locale });
  const cover = `${getEnv().appUrl}${post.cover}`;
  return {
    title: `${post.title} · ${t("common.brand")}`,
    description: post.description,
    alternates: localizedAlternates(locale, blogPath(slug)),
    openGraph: {
      type: "article",
      title: post.title,
      description: post.description,
      url: localizedUrl(locale, blogPath(slug)),
      publishedTime: post.date,
      section: t(CATEGORY_LABEL_KEYS[post.category]),
      images: [{ url: cover, width: 1200, height: 630 }],
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const post = getPost(locale, slug);
  if (!post) notFound();
  setRequestLocale(locale);
  const t = await getTranslations();
  const { appUrl } = getEnv();
  const url = localizedUrl(locale, blogPath(slug));
  return (
    <div className="min-h-screen bg-background">
      <BlogStructuredData data={blogPostingData(post, { url, locale, appUrl, brand: t("common.brand") })} />
      <BlogHeader />
      <main {...mainTarget} className="outline-none mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <NextLink
          href={localizedPath(locale, blogPath())}
          className="text-sm font-medium text-accent-foreground hover:underline"
        >
          <span aria-hidden className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {t("blog.post.allPosts")}
        </NextLink>
        <article className="mt-6">
          <header className="max-w-3xl">
            <PostMeta category={post.category} date={post.date} readingMinutes={post.readingMinutes} />
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground sm:text-5xl">{post.title}</h1>
            <p className="mt-4 text-lg text-muted-foreground">{post.description}</p>
          </header>
          {/* biome-ignore lint/performance/noImgElement: local SVG covers need no optimisation */}
          <img
            src={post.cover}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[40/21] w-full rounded-2xl object-cover"
            data-testid="post-cover"
          />
          <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
            <aside className="order-first">
              <TableOfContents headings={headingsOf(post.body)} />
            </aside>
            <div className="max-w-3xl">
              <PostBody body={post.body} locale={locale} />
              <section className="mt-14 rounded-2xl bg-accent p-6 sm:p-8" aria-labelledby="blog-cta-title">
                <h2 id="blog-cta-title" className="text-xl font-bold text-foreground">
                  {t("blog.post.ctaTitle")}
                </h2>
                <p className="mt-2 text-foreground">{t("blog.post.ctaText")}</p>
                <NextLink
                  href={localizedPath(locale, "/analyze/social-media-monitoring/")}
                  className="mt-4 inline-block rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
                >
                  {t("blog.post.ctaButton")}
                </NextLink>
              </section>
            </div>
          </div>
        </article>
        {post.related.length > 0 && (
          <section aria-labelledby="related-title" className="mt-16" data-testid="related-posts">
            <h2 id="related-title" className="text-2xl font-bold text-foreground">
              {t("blog.post.related")}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {post.related.map((related) => (
                <PostCard key={related.slug} post={related} locale={locale} />
              ))}
            </div>
          </section>
        )}
      </main>
    </div>
  );
}
