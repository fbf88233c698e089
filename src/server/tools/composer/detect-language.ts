// Which of the 12 locales a description is written in, so its keywords are read with that language's word lists
// even on another language's page. Scripts decide first (kana → Japanese, Hangul → Korean, Cyrillic → Russian, Han
// → Chinese, simplified or traditional by characters that differ); Latin text is scored by its stopwords and verbs,
// with Vietnamese and Turkish letters as strong hints. Null when nothing decides (a few nouns, a brand name).
import "server-only";
import type { Locale } from "@/i18n/locales";
import { lexiconFor } from "./lexicon";

const LATIN_LOCALES: readonly Locale[] = ["en", "de", "fr", "it", "es", "tr", "vi"];

// Characters written differently in the two Chinese scripts (common in descriptions: 们/們, 这/這, 说/說 …).
const SIMPLIFIED =
  "们这说为对时会来过还没样么发现点们头实欢爱乐视频账号内容关于学习东车门书长买卖读写听闻钱饮饭鱼鸡猫妈觉让请谢";
const TRADITIONAL =
  "們這說為對時會來過還沒樣麼發現點頭實歡愛樂視頻帳號內容關於學習東車門書長買賣讀寫聽聞錢飲飯魚雞貓媽覺讓請謝影片";

// Letters only Vietnamese uses (â, ê and ô are French too).
const VIETNAMESE = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
const TURKISH = /[ığşİĞŞ]/u;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function chinese(text: string): Locale {
  let simplified = 0;
  let traditional = 0;
  for (const ch of text) {
    if (SIMPLIFIED.includes(ch)) simplified += 1;
    if (TRADITIONAL.includes(ch)) traditional += 1;
  }
  return traditional > simplified ? "zh-TW" : "zh";
}

function latin(text: string): Locale | null {
  const tokens = text.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  const scores = new Map<Locale, number>();
  for (const locale of LATIN_LOCALES) {
    const lexicon = lexiconFor(locale);
    let score = 0;
    for (const token of tokens) {
      const word = token.toLocaleLowerCase(locale);
      if (lexicon.stopwords.has(word)) score += 1;
      else if (lexicon.verbs.has(word)) score += 1;
    }
    scores.set(locale, score);
  }
  // German capitalizes its nouns inside a sentence; umlauts hint at it too.
  const innerCapitals = text.match(/(?<=[\p{L},]\s+)\p{Lu}\p{Ll}/gu)?.length ?? 0;
  scores.set("de", (scores.get("de") ?? 0) + innerCapitals * 0.5 + (/[äöüÄÖÜ]/.test(text) ? 1 : 0));
  if (VIETNAMESE.test(text)) scores.set("vi", (scores.get("vi") ?? 0) + 3 + count(text, new RegExp(VIETNAMESE, "giu")));
  if (TURKISH.test(text)) scores.set("tr", (scores.get("tr") ?? 0) + 3);
  if (/ß/.test(text)) scores.set("de", (scores.get("de") ?? 0) + 2);
  if (/[ñ¿¡]/.test(text)) scores.set("es", (scores.get("es") ?? 0) + 2);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 1) return null;
  // A tie means the words are shared (a name, "video"): not enough to decide.
  return second && second[1] === best[1] ? null : best[0];
}

export function detectLanguage(description: string): Locale | null {
  const text = description.normalize("NFC");
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const hangul = count(text, /\p{Script=Hangul}/gu);
  const han = count(text, /\p{Script=Han}/gu);
  const cyrillic = count(text, /\p{Script=Cyrillic}/gu);
  const latinLetters = count(text, /\p{Script=Latin}/gu);
  if (kana > 0 && kana + han >= Math.max(hangul, cyrillic)) return "ja";
  if (hangul > 0 && hangul >= Math.max(han, cyrillic)) return "ko";
  if (han > 0 && han >= cyrillic && han * 2 >= latinLetters / 2) return chinese(text);
  if (cyrillic > 0 && cyrillic >= latinLetters) return "ru";
  return latin(text);
}
