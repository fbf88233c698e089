// Username suggestions: the keywords written in ASCII (accents dropped, Cyrillic transliterated, CJK words through
// their English words in cjk-words.ts or the bank's emoji dictionary, else the language's romanized words) combined with tone-flavoured affixes, checked
// against the platform's handle rules.
import "server-only";
import { isValidUsername, type ToolPlatform, type ToolTone, USERNAME_RULES } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import { bankFor } from "./banks";
import { handleWordOf } from "./cjk-words";
import type { ComposeContext } from "./context";
import { romanizeKatakana } from "./kana";
import type { Keyword } from "./keywords";

const TONE_AFFIXES: Record<ToolTone, string[]> = {
  none: ["the", "daily", "hub", "studio", "club", "official", "hq", "world"],
  fun: ["fun", "party", "vibes", "play", "joy", "wild"],
  funny: ["lol", "silly", "goofy", "meme", "jokes", "haha"],
  happy: ["happy", "sunny", "smile", "bright", "glow", "joy"],
  serious: ["pro", "official", "hq", "expert", "lab", "insider"],
  sad: ["blue", "rainy", "moody", "quiet", "lonely", "grey"],
  angry: ["rage", "fierce", "savage", "raw", "bold", "loud"],
  ecstatic: ["hype", "wow", "epic", "mega", "buzz", "lit"],
  curious: ["curious", "wonder", "explore", "why", "quest", "seeker"],
  informative: ["guide", "facts", "101", "tips", "academy", "explained"],
  cute: ["tiny", "cutie", "bunny", "bean", "honey", "mochi"],
};

const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** A word in handle-safe ASCII, or "" when the script cannot be written that way. */
export function asciiWord(word: string): string {
  return [...word.toLowerCase()]
    .map((ch) => CYRILLIC[ch] ?? ch)
    .join("")
    .replace(/ß/g, "ss")
    .replace(/[ıİ]/g, "i")
    .replace(/[đĐ]/g, "d")
    .replace(/[øØ]/g, "o")
    .replace(/[æÆ]/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, "");
}

/**
 * A keyword as a handle word: itself in ASCII where its script allows (accents dropped, Cyrillic transliterated),
 * else its English word (cjk-words.ts, then the bank's emoji dictionary), else a katakana word romanized;
 * undefined when none of these exists.
 */
export function handleBase(keyword: Keyword, locale: Locale): string | undefined {
  const ascii = asciiWord(keyword.text);
  if (ascii.length >= 3 && ascii.length >= keyword.text.length * 0.6) return ascii;
  const word =
    handleWordOf(keyword.text, locale) ?? bankFor(locale).emojiWords[keyword.key] ?? romanizeKatakana(keyword.text);
  return word ? asciiWord(word) : undefined;
}

function baseWords(ctx: ComposeContext): string[] {
  const words: string[] = [];
  for (const keyword of ctx.keywords) {
    const word = handleBase(keyword, ctx.keywordLocale);
    if (word && !words.includes(word)) words.push(word);
  }
  return words.filter((w) => w.length >= 2).map((w) => w.slice(0, 14));
}

export function composeUsernames(ctx: ComposeContext, tone: ToolTone, count: number): string[] {
  const platform: ToolPlatform = ctx.platform ?? "instagram";
  const rule = USERNAME_RULES[platform];
  const { rng } = ctx;
  const words = baseWords(ctx);
  const bases = words.length ? words : rng.sample(ctx.bank.handleWords.map(asciiWord), 3);
  const affixes = rng.shuffle([...TONE_AFFIXES[tone], ...(tone === "none" ? [] : TONE_AFFIXES.none.slice(0, 3))]);
  const separators = platform === "facebook" ? ["", "."] : ["", ".", "_"];
  const candidates: string[] = [];
  for (let i = 0; candidates.length < count * 3 && i < 400; i++) {
    const base = bases[i % bases.length] as string;
    const other = bases.length > 1 ? (bases[(i + 1) % bases.length] as string) : (rng.pick(ctx.bank.handleWords) ?? "");
    const affix = affixes[i % affixes.length] as string;
    const sep = rng.pick(separators);
    const shapes = [
      `${base}${sep}${affix}`,
      `${affix}${sep}${base}`,
      `${base}${sep}${asciiWord(other)}`,
      `${base}${sep}${affix}${rng.int(90) + 10}`,
      `its${sep}${base}`,
      `${base}${sep}${affix}${sep}${asciiWord(other)}`,
    ];
    const handle = (rng.pick(shapes) as string).slice(0, rule.max).replace(/[._-]+$/, "");
    if (isValidUsername(platform, handle) && !candidates.includes(handle)) candidates.push(handle);
  }
  // Short descriptions can run out of shapes; numbered forms are always valid and distinct.
  for (let n = 1; candidates.length < count && n < 1000; n++) {
    const handle = `${bases[0] ?? "creator"}${rng.pick(affixes)}${n}`.slice(0, rule.max);
    if (isValidUsername(platform, handle) && !candidates.includes(handle)) candidates.push(handle);
  }
  return candidates.slice(0, count);
}
