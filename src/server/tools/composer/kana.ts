// Katakana in Latin letters (Hepburn, long vowels dropped), so a katakana keyword no word list knows still gives a
// username (サワードウ → sawadou) instead of the bank's stock words.
import "server-only";

const ROWS: Record<string, string> = {
  ア: "a",
  イ: "i",
  ウ: "u",
  エ: "e",
  オ: "o",
  カ: "ka",
  キ: "ki",
  ク: "ku",
  ケ: "ke",
  コ: "ko",
  ガ: "ga",
  ギ: "gi",
  グ: "gu",
  ゲ: "ge",
  ゴ: "go",
  サ: "sa",
  シ: "shi",
  ス: "su",
  セ: "se",
  ソ: "so",
  ザ: "za",
  ジ: "ji",
  ズ: "zu",
  ゼ: "ze",
  ゾ: "zo",
  タ: "ta",
  チ: "chi",
  ツ: "tsu",
  テ: "te",
  ト: "to",
  ダ: "da",
  ヂ: "ji",
  ヅ: "zu",
  デ: "de",
  ド: "do",
  ナ: "na",
  ニ: "ni",
  ヌ: "nu",
  ネ: "ne",
  ノ: "no",
  ハ: "ha",
  ヒ: "hi",
  フ: "fu",
  ヘ: "he",
  ホ: "ho",
  バ: "ba",
  ビ: "bi",
  ブ: "bu",
  ベ: "be",
  ボ: "bo",
  パ: "pa",
  ピ: "pi",
  プ: "pu",
  ペ: "pe",
  ポ: "po",
  マ: "ma",
  ミ: "mi",
  ム: "mu",
  メ: "me",
  モ: "mo",
  ヤ: "ya",
  ユ: "yu",
  ヨ: "yo",
  ラ: "ra",
  リ: "ri",
  ル: "ru",
  レ: "re",
  ロ: "ro",
  ワ: "wa",
  ヲ: "o",
  ン: "n",
  ヴ: "vu",
  ァ: "a",
  ィ: "i",
  ゥ: "u",
  ェ: "e",
  ォ: "o",
  ャ: "ya",
  ュ: "yu",
  ョ: "yo",
};

/** A kana with a small kana after it: the consonant of the first, the vowel (or y-glide) of the second. */
function combine(first: string, small: string): string {
  const base = ROWS[first] ?? "";
  const tail = ROWS[small] ?? "";
  if (/[ャュョ]/.test(small)) {
    if (/^(shi|chi|ji)$/.test(base)) return base.slice(0, -1) + tail.slice(1);
    return base.slice(0, -1) + tail;
  }
  if (first === "ウ") return `w${tail}`;
  if (first === "ヴ") return `v${tail}`;
  if (first === "フ") return `f${tail}`;
  if (/^(shi|chi|ji)$/.test(base)) return base.slice(0, -1) + tail;
  return base.slice(0, -1) + tail;
}

/** The word in ASCII letters, or "" when it is not all katakana. */
export function romanizeKatakana(word: string): string {
  if (!/^[\p{Script=Katakana}ー]+$/u.test(word)) return "";
  const chars = [...word];
  let out = "";
  let double = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === "ー") continue;
    if (ch === "ッ") {
      double = true;
      continue;
    }
    const next = chars[i + 1] ?? "";
    let syllable = ROWS[ch] ?? "";
    if (/[ァィゥェォャュョ]/.test(next) && ROWS[ch] && !/[ァィゥェォャュョ]/.test(ch)) {
      syllable = combine(ch, next);
      i++;
    }
    if (double && syllable) syllable = (syllable.startsWith("ch") ? "t" : syllable.charAt(0)) + syllable;
    double = false;
    out += syllable;
  }
  return out;
}
