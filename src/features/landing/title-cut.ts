// The footer's latest-posts list cuts long titles (spec sections 2 and 9): 40 characters plus an ellipsis, 20 in
// Simplified Chinese, whose characters carry more meaning each and are twice as wide.
import type { Locale } from "@/i18n/locales";

export function titleLimit(locale: Locale): number {
  return locale === "zh" ? 20 : 40;
}

/** The title as shown in the footer: whole when it fits, else its first `limit` characters (code points) and "…". */
export function cutTitle(title: string, locale: Locale): string {
  const limit = titleLimit(locale);
  // Array.from counts code points, so a cut never splits a surrogate pair (emoji, rare CJK).
  const chars = Array.from(title);
  return chars.length <= limit ? title : `${chars.slice(0, limit).join("").trimEnd()}…`;
}
