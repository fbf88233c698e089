// The shape of a post's text in one locale. Bodies are typed blocks rather than markdown so the renderer stays small,
// the typography is ours, and a translator cannot break the layout with a stray character.
export const BLOG_CATEGORIES = ["tiktok", "influencer-marketing", "instagram", "social-media"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export type BlogBlock =
  | { type: "h2"; id: string; text: string }
  | { type: "h3"; text: string }
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "quote"; text: string }
  | { type: "tip"; title?: string; text: string }
  /** A pointer to a Feedscope page; href is the unprefixed path ("/analyze/analyze-tiktok-account/"). */
  | { type: "cta"; text: string; label: string; href: string };

export interface BlogPostContent {
  title: string;
  /** Meta description and the list page's summary line (about 150 characters). */
  description: string;
  /** Teaser shown on cards. */
  excerpt: string;
  body: BlogBlock[];
}
