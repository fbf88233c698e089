import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { listPosts } from "@/content/blog";
import { BlogHeader } from "@/features/blog/blog-header";
import { blogPath, rssPath } from "@/features/blog/paths";
import { PostCard } from "@/features/blog/post-card";
import { pageLocale } from "@/i18n/page-locale";
import { localizedAlternates, localizedUrl } from "@/lib/seo/page-metadata";
import { getEnv } from "@/server/env";

interface Props {
  params: Promise<{ locale: string }>;
}

// The blog list (spec section 2, "Blog list"): newest first, the newest post featured, the rest under "Keep reading".
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  const [latest] = listPosts(locale);
  return {
    title: `${t("blog.list.metaTitle")} · ${t("common.brand")}`,
    description: t("blog.list.metaDescription"),
    openGraph: {
      type: "website",
      title: t("blog.list.heading"),
      description: t("blog.list.metaDescription"),
      url: localizedUrl(locale, blogPath()),
      images: latest ? [{ url: `${getEnv().appUrl}${latest.cover}`, width: 1200, height: 630 }] : [],
    },
    alternates: {
      ...localizedAlternates(locale, blogPath()),
      types: { "application/rss+xml": rssPath(locale) },
    },
  };
}

export default async function BlogListPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations();
  const [latest, ...rest] = listPosts(locale);
  return (
    <div className="min-h-screen bg-background">
      <BlogHeader />
      <main {...mainTarget} className="outline-none mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{t("blog.list.heading")}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{t("blog.list.intro")}</p>
          <a
            href={rssPath(locale)}
            className="mt-3 inline-block text-sm font-medium text-accent-foreground hover:underline"
          >
            {t("blog.list.rss")}
          </a>
        </header>
        {latest && (
          <section aria-labelledby="latest-title" className="mt-12">
            <h2 id="latest-title" className="sr-only">
              {t("blog.list.latest")}
            </h2>
            <PostCard post={latest} locale={locale} featured />
          </section>
        )}
        {rest.length > 0 && (
          <section aria-labelledby="keep-reading-title" className="mt-16" data-testid="keep-reading">
            <h2 id="keep-reading-title" className="text-2xl font-bold text-foreground">
              {t("blog.list.keepReading")}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <PostCard key={post.slug} post={post} locale={locale} />
              ))}
            </div>
          </section>
        )}
      </main>
    </div>
  );
}
