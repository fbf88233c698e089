// The values a tool page's copy is filled with: the platform's display name and its character limit (the copy under
// tools.kinds.<tool>.* is written once per tool with {platform} and {limit}, so each page reads as its own).
import { characterLimit } from "@/domain/tools";
import type { Translate } from "@/features/landing/translator";
import { platformKey, type ToolPage } from "./tool-slugs";

export interface ToolCopyValues {
  platform: string;
  limit: string;
  [key: string]: string;
}

/** The platform's name as the page shows it ("" for the emoji translator, whose copy names no platform). */
export function platformName(t: Translate, page: ToolPage): string {
  return page.platform ? t(`tools.platforms.${platformKey(page.platform)}` as "tools.platforms.tiktok") : "";
}

export function toolCopyValues(t: Translate, page: ToolPage, locale: string): ToolCopyValues {
  const limit = page.platform ? characterLimit(page.tool, page.platform) : null;
  return {
    platform: platformName(t, page),
    limit: limit === null ? "" : new Intl.NumberFormat(locale).format(limit),
  };
}

/** A tool's name on a platform ("TikTok Bio Generator"), for headings and links. */
export function toolName(t: Translate, page: ToolPage, locale: string): string {
  return t(`tools.kinds.${page.tool}.name`, toolCopyValues(t, page, locale));
}

/** The name as a link label that starts its own line (some locales write names in lower case for mid-sentence use). */
export function toolLinkLabel(t: Translate, page: ToolPage, locale: string): string {
  const name = toolName(t, page, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
