// The free tools the landing footer lists: the four generators for TikTok and Instagram, and the emoji translator,
// each with its localized path and its name as a link label.
import type { Translate } from "@/features/landing/translator";
import type { Locale } from "@/i18n/locales";
import { toolLinkLabel } from "./tool-copy";
import { type ToolPage, toolPath } from "./tool-slugs";

export const FOOTER_TOOL_PAGES: readonly ToolPage[] = [
  { tool: "bio", platform: "tiktok" },
  { tool: "caption", platform: "tiktok" },
  { tool: "idea", platform: "tiktok" },
  { tool: "username", platform: "tiktok" },
  { tool: "bio", platform: "instagram" },
  { tool: "caption", platform: "instagram" },
  { tool: "idea", platform: "instagram" },
  { tool: "username", platform: "instagram" },
  { tool: "emoji", platform: null },
];

/** The footer's tool links: a path without the locale prefix, and the label. */
export function footerToolLinks(t: Translate, locale: Locale): { key: string; path: string; label: string }[] {
  return FOOTER_TOOL_PAGES.map((page) => ({
    key: `${page.tool}-${page.platform ?? "any"}`,
    path: toolPath(locale, page),
    label: toolLinkLabel(t, page, locale),
  }));
}
