// The URL slugs of the free tool pages (spec section 2): /tools/{platform}-bio-generator/ and siblings for the six
// platforms, and /tools/emoji-translator/. Italian has localized slugs (spec, "Locale handling"); Spanish and French
// get them too because people search in their own words there ("generador de bio", "générateur de légendes"). German,
// Turkish and Vietnamese searches use the English terms as often as their own, and CJK and Russian slugs would be
// percent-encoded in every link, so those locales keep the English slugs.
import { TOOL_PLATFORMS, type ToolKind, type ToolPlatform } from "@/domain/tools";
import { LOCALES, type Locale } from "@/i18n/locales";

/** One tool page: a tool kind on a platform, or the emoji translator (no platform). */
export interface ToolPage {
  tool: ToolKind;
  platform: ToolPlatform | null;
}

const PLATFORM_TOOLS = ["bio", "caption", "idea", "username"] as const satisfies readonly ToolKind[];

/** Every tool page: the four platform tools × six platforms, then the emoji translator. */
export const TOOL_PAGES: readonly ToolPage[] = [
  ...PLATFORM_TOOLS.flatMap((tool) => TOOL_PLATFORMS.map((platform) => ({ tool, platform }))),
  { tool: "emoji", platform: null },
];

type SlugBuilder = (tool: ToolKind, platform: ToolPlatform | null) => string;

const english: SlugBuilder = (tool, platform) =>
  tool === "emoji" ? "emoji-translator" : `${platform}-${tool}-generator`;

/** Localized slug words per locale; locales not listed use the English slugs. */
const LOCALIZED: Partial<Record<Locale, { tools: Record<Exclude<ToolKind, "emoji">, string>; emoji: string }>> = {
  it: {
    tools: {
      bio: "generatore-bio",
      caption: "generatore-didascalie",
      idea: "generatore-idee",
      username: "generatore-username",
    },
    emoji: "traduttore-emoji",
  },
  es: {
    tools: {
      bio: "generador-de-bio",
      caption: "generador-de-descripciones",
      idea: "generador-de-ideas",
      username: "generador-de-nombres-de-usuario",
    },
    emoji: "traductor-de-emojis",
  },
  fr: {
    tools: {
      bio: "generateur-de-bio",
      caption: "generateur-de-legendes",
      idea: "generateur-d-idees",
      username: "generateur-de-pseudo",
    },
    emoji: "traducteur-emoji",
  },
};

/** The slug of a tool page in a locale. */
export function toolSlug(locale: Locale, page: ToolPage): string {
  const words = LOCALIZED[locale];
  if (!words) return english(page.tool, page.platform);
  if (page.tool === "emoji") return words.emoji;
  return `${words.tools[page.tool]}-${page.platform}`;
}

/** The locale-independent path of a tool page in a locale (no locale prefix; trailing slash like the whole site). */
export function toolPath(locale: Locale, page: ToolPage): string {
  return `/tools/${toolSlug(locale, page)}/`;
}

/** The page's path in every locale, for the language menu and hreflang alternates. */
export function toolPaths(page: ToolPage): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, toolPath(l, page)])) as Record<Locale, string>;
}

export function samePage(a: ToolPage, b: ToolPage): boolean {
  return a.tool === b.tool && a.platform === b.platform;
}

/**
 * What a slug requested under a locale is: the page and whether it is that locale's own slug. A slug of another
 * locale (the English one under /it/, say) is found too, so the page can redirect to the localized URL; null when
 * no locale knows the slug.
 */
export function resolveToolSlug(locale: Locale, slug: string): { page: ToolPage; canonical: boolean } | null {
  const own = TOOL_PAGES.find((page) => toolSlug(locale, page) === slug);
  if (own) return { page: own, canonical: true };
  for (const other of LOCALES) {
    const page = TOOL_PAGES.find((p) => toolSlug(other, p) === slug);
    if (page) return { page, canonical: false };
  }
  return null;
}

/** The key of a platform under tools.platforms.* (message keys cannot hold hyphens). */
export function platformKey(platform: ToolPlatform): string {
  return platform.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}
