// BlogPosting JSON-LD of a post page. The JSON is escaped so copy containing "</script>" cannot end the tag.
import type { BlogPost } from "@/content/blog";

export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function blogPostingData(
  post: BlogPost,
  { url, locale, appUrl, brand }: { url: string; locale: string; appUrl: string; brand: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.description,
    image: `${appUrl}${post.cover}`,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: locale,
    articleSection: post.category,
    author: { "@type": "Organization", name: brand, url: appUrl },
    publisher: { "@type": "Organization", name: brand, url: appUrl },
  };
}

export function BlogStructuredData({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be inline; jsonLdText escapes "<"
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
