// The quality suite's own rule checker (issue 20): written apart from the composer, with its own small word lists,
// so a composer bug cannot hide behind the composer's own functions. Each check returns the problems it found
// (empty = pass), phrased so a failing test says what a reader would object to.
import type { Locale } from "@/i18n/locales";

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Function words that carry no topic: a keyword never is one, nor starts or ends with one. */
const STOP: Record<Locale, string[]> = {
  en: words("the a an and or of to in for with my i we you is are at on by from it this that your our"),
  de: words("der die das und oder mit für von zu im in ich wir du ist sind auf aus den dem ein eine mein meine"),
  fr: words("le la les de des du et ou pour avec un une je nous est dans en au aux sur mon ma mes"),
  it: words("il lo la i gli le di del della e o per con un una io è in nel sul da mio mia"),
  es: words("el la los las de del y o para con un una yo es en por al mi mis"),
  ru: words("и в на с по для о из к у а я мы это мой моя"),
  tr: words("ve ile için bir bu da de çok en ben biz"),
  vi: words("và của cho với là những các mình tôi bạn"),
  ja: words("の と を は が に で も です ます"),
  ko: words("와 과 을 를 은 는 이 가 의 에 저 제"),
  zh: words("的 和 与 我 在 是 了 也 你"),
  "zh-TW": words("的 和 與 我 在 是 了 也 你"),
};

/** Verbs the corpus uses: a keyword is never one alone, nor starts or ends with one. */
const VERBS: Record<Locale, string[]> = {
  en: words("share shares sharing shared show shows showing explained make making post posting"),
  de: words("backe zeige zeigen erklärt teile lernen mache"),
  fr: words("partage partager apprendre expliqués faits"),
  it: words("condivido imparare spiegati fatto"),
  es: words("comparto aprender explicados"),
  ru: words("делюсь рассказываю показываю"),
  tr: words("paylaşıyorum öğrenme"),
  vi: words("chia sẻ học làm"),
  ja: words("紹介しています 記録しています 育てています 作れる"),
  ko: words("공유합니다 함께하는 찍은 배우는 위한"),
  zh: words("分享 学会 拍摄 通过"),
  "zh-TW": words("分享 學會 拍攝 透過"),
};

/** Tags that say nothing about a post. */
const JUNK = new Set(
  words(
    "love instagood photooftheday happy fun life today mood vibes goodvibes motivation creative goals lifestyle inspo " +
      "trend trending viral followme follow like share post newpost video content contentcreator creator daily " +
      "dailylife style art smile weekend explore explorepage blogger tips ideas home show subscribe youtuber",
  ),
);

/** Tags a platform's creators add whatever the topic. */
const PLATFORM_TAGS = new Set(words("fyp foryou reels reelsinstagram shorts youtubeshorts"));

const lowerOf = (text: string, locale: Locale) => text.toLocaleLowerCase(locale === "zh-TW" ? "zh-TW" : locale);

export function checkKeywords(locale: Locale, description: string, keywords: readonly string[]): string[] {
  const problems: string[] = [];
  const source = lowerOf(description.normalize("NFC"), locale);
  if (!keywords.length) problems.push("no keyword taken from the description");
  const stop = new Set(STOP[locale]);
  const verbs = new Set(VERBS[locale]);
  for (const keyword of keywords) {
    const key = lowerOf(keyword, locale);
    if (!source.includes(key)) problems.push(`keyword "${keyword}" is not in the description`);
    const parts = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(key) ? [key] : words(key);
    const edges = [parts[0] ?? "", parts[parts.length - 1] ?? ""];
    for (const edge of edges) {
      if (stop.has(edge)) problems.push(`keyword "${keyword}" starts or ends with the stopword "${edge}"`);
      if (verbs.has(edge)) problems.push(`keyword "${keyword}" starts or ends with the verb "${edge}"`);
    }
    for (const verb of verbs) {
      if (verb.length > 1 && /[^\s]{2,}/u.test(verb) && key === verb) problems.push(`keyword "${keyword}" is a verb`);
    }
    for (let i = 1; i < parts.length; i++) {
      if (parts[i] === parts[i - 1]) problems.push(`keyword "${keyword}" repeats a word`);
    }
  }
  return [...new Set(problems)];
}

/** No word written twice in a row ("Sharing sharing"), hashtags included. */
export function checkRepeatedWords(text: string): string[] {
  const tokens = text
    .split(/\s+/)
    .map((t) => t.toLowerCase().replace(/^[^\p{L}\p{N}#]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
  const problems: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i] === tokens[i - 1]) problems.push(`"${tokens[i]}" twice in a row`);
  }
  return problems;
}

const CAMEL_PLATFORMS = new Set(["youtube", "youtube-shorts", "facebook"]);

export function checkHashtags(input: {
  text: string;
  locale: Locale;
  platform: string;
  keywords: readonly string[];
  /** How many tags the request asked for (after the platform's cap). */
  wanted: number;
}): string[] {
  const { text, locale, platform, keywords, wanted } = input;
  const problems: string[] = [];
  const tags = text.match(/(^|\s)#\S+/gu)?.map((t) => t.trim()) ?? [];
  if (wanted === 0 && tags.length) problems.push(`hashtags where none were asked: ${tags.join(" ")}`);
  if (tags.length > wanted) problems.push(`${tags.length} hashtags, more than the ${wanted} asked`);
  if (wanted > 0 && tags.length < Math.min(wanted, 2)) problems.push(`only ${tags.length} hashtags for ${wanted}`);
  const seen = new Set<string>();
  const keywordParts = keywords.flatMap((k) => {
    const compact = lowerOf(k, locale).replace(/[^\p{L}\p{N}]+/gu, "");
    return [compact, ...words(lowerOf(k, locale)).map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ""))];
  });
  for (const tag of tags) {
    if (!/^#[\p{L}\p{N}_]+$/u.test(tag)) problems.push(`malformed hashtag ${tag}`);
    const key = lowerOf(tag.slice(1), locale);
    if (seen.has(key)) problems.push(`duplicate hashtag ${tag}`);
    seen.add(key);
    if (JUNK.has(key)) problems.push(`generic hashtag ${tag}`);
    const relevant = PLATFORM_TAGS.has(key) || keywordParts.some((part) => part.length >= 2 && key.includes(part));
    if (!relevant) problems.push(`hashtag ${tag} has nothing to do with the keywords ${keywords.join(", ")}`);
    const body = tag.slice(1);
    const first = body.charAt(0);
    const cased = first.toLocaleUpperCase() !== first.toLocaleLowerCase();
    if (CAMEL_PLATFORMS.has(platform)) {
      if (cased && first !== first.toLocaleUpperCase(locale)) problems.push(`${tag} is not CamelCase on ${platform}`);
    } else if (body !== lowerOf(body, locale)) problems.push(`${tag} is not lowercase on ${platform}`);
  }
  return problems;
}

/**
 * Words before a slot that would need the keyword to agree in gender, number or case (articles, determiners,
 * case-governing prepositions), and verbs after it that would need it to agree in number.
 */
const BEFORE: Partial<Record<Locale, string[]>> = {
  en: words("a an every each this that these those one another"),
  de: words(
    "der die das den dem des ein eine einen einem einer eines kein keine mein meine dein deine diesen diese dieser dieses",
  ),
  fr: words("le la les un une du au aux ce cet cette ces mon ma mes ton ta tes son sa ses"),
  it: words("il lo la i gli le un uno una del dello della dei degli delle al allo alla ai agli alle mio mia miei mie"),
  es: words("el la los las un una unos unas del al mi mis este esta estos estas"),
  ru: words("о об в во на по для без с со из от к у до про за над под при"),
};
const AFTER: Partial<Record<Locale, string[]>> = {
  en: words("is was has does makes looks works gets helps"),
  de: words("ist macht sieht wird hat läuft funktioniert"),
  fr: words("est a fait marche"),
  it: words("è fa funziona sta"),
  es: words("es está hace funciona"),
  ru: words("выглядит спасает надоедает является"),
};

function hangulBatchim(ch: string): boolean | null {
  const code = ch.charCodeAt(0) - 0xac00;
  if (code < 0 || code >= 11172) return null;
  return code % 28 !== 0;
}

export function checkSlots(locale: Locale, text: string, keywords: readonly string[]): string[] {
  const problems: string[] = [];
  const lowered = lowerOf(text, locale);
  for (const keyword of keywords) {
    const key = lowerOf(keyword, locale);
    let from = 0;
    for (;;) {
      const at = lowered.indexOf(key, from);
      if (at < 0) break;
      from = at + key.length;
      const before = lowered.slice(0, at);
      const after = lowered.slice(at + key.length);
      if (/[\p{L}\p{N}]$/u.test(before) || before.endsWith("#")) continue; // inside a longer word or a hashtag
      const previous = before.match(/([\p{L}']+)[\s]*$/u)?.[1] ?? "";
      const next = after.match(/^\s+([\p{L}]+)/u)?.[1] ?? "";
      if (BEFORE[locale]?.includes(previous)) problems.push(`"${previous} ${keyword}" needs agreement`);
      if (AFTER[locale]?.includes(next)) problems.push(`"${keyword} ${next}" needs agreement`);
      if (locale === "fr" && /(^|\s)(de|que)\s$/u.test(before) && /^[aeiouyàâéèêîïôû]/u.test(key))
        problems.push(`"de/que ${keyword}" should be elided`);
      if (locale === "tr" && /^\p{L}/u.test(after)) problems.push(`Turkish suffix glued to "${keyword}"`);
      if (locale === "ko") {
        const particle = after.match(/^(을|를|이|가|은|는|과|와)(?![\p{L}])/u)?.[1];
        const batchim = hangulBatchim(key.charAt(key.length - 1));
        if (particle && batchim !== null) {
          const wantsBatchim = ["을", "이", "은", "과"].includes(particle);
          if (wantsBatchim !== batchim) problems.push(`Korean particle "${keyword}${particle}" does not fit`);
        }
      }
    }
  }
  return problems;
}
