// RSS per locale: /blogs/rss.xml (English) and /<prefix>/blogs/rss.xml. Rendered per request so the links use the
// running server's APP_URL, not the build machine's.
import { getTranslations } from "next-intl/server";
import { listPosts } from "@/content/blog";
import { blogPath, rssPath } from "@/features/blog/paths";
import { buildRss } from "@/features/blog/rss";
import { normalizeLocale } from "@/i18n/locales";
import { localizedUrl } from "@/lib/seo/page-metadata";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = normalizeLocale((await params).locale);
  if (!locale) return new Response("Not found", { status: 404 });
  const t = await getTranslations({ locale });
  const { appUrl } = getEnv();
  const xml = buildRss(
    {
      title: t("blog.rss.title"),
      description: t("blog.rss.description"),
      link: localizedUrl(locale, blogPath()),
      self: `${appUrl}${rssPath(locale)}`,
      language: locale,
      appUrl,
      postUrl: (slug) => localizedUrl(locale, blogPath(slug)),
    },
    listPosts(locale),
  );
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
