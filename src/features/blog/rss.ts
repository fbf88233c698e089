// The blog's RSS 2.0 feed of one locale: every post newest first with absolute links (feed readers resolve nothing).
import type { BlogPostSummary } from "@/content/blog";
import { postDate } from "./category";

export interface RssChannel {
  title: string;
  description: string;
  /** Absolute URL of the locale's blog list. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** BCP 47 tag (en, de, zh-TW). */
  language: string;
  /** Origin without trailing slash, for the cover URLs. */
  appUrl: string;
  /** Absolute URL of a post in this locale. */
  postUrl: (slug: string) => string;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function buildRss(channel: RssChannel, posts: BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const url = channel.postUrl(post.slug);
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${postDate(post.date).toUTCString()}</pubDate>`,
      `<category>${escapeXml(post.category)}</category>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      `<enclosure url="${escapeXml(`${channel.appUrl}${post.cover}`)}" type="image/svg+xml" length="0"/>`,
      "</item>",
    ].join("");
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language)}</language>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${postDate(newest.date).toUTCString()}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
