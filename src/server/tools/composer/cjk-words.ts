// Known Japanese and Chinese topic words with their English handle word: a description is split around them first
// (the particle and verb lists would cut 数学 at 学 and 家教 at 教), and usernames write them in ASCII (数学 → math)
// where romanizing is not possible. They cover the tool pages' own examples (messages/tools/<locale>.json) and
// common creator topics; a word not listed still becomes a keyword, it only needs the list to be written in ASCII.
import "server-only";
import type { Locale } from "@/i18n/locales";

const JA: Record<string, string> = {
  数学: "math",
  家庭教師: "tutor",
  教師: "teacher",
  講師: "teacher",
  語学講師: "teacher",
  猫: "cat",
  インテリア: "interior",
  マラソン: "marathon",
  ランナー: "runner",
  ランニング: "running",
  栄養: "nutrition",
  大阪: "osaka",
  東京: "tokyo",
  ヴィンテージ: "vintage",
  古着: "vintage",
  ショップ: "shop",
  東南アジア: "asia",
  ビーチ: "beach",
  旅行: "travel",
  フォトグラファー: "photographer",
  カメラ: "camera",
  ママ: "mama",
  フィットネス: "fitness",
  コーチ: "coach",
  農場: "farm",
  ゲーム: "game",
  インディー: "indie",
  開発者: "dev",
  ヴィーガン: "vegan",
  フードブロガー: "foodie",
  陶器: "pottery",
  マグ: "mug",
  ベランダ: "balcony",
  ガーデン: "garden",
  スマホ: "phone",
  夜景: "nightview",
  コーヒー: "coffee",
  焙煎所: "roastery",
  洋菓子店: "patisserie",
  英語: "english",
  保護犬: "rescuedog",
  ドッグトレーナー: "dogtrainer",
  敏感肌: "skin",
  スキンケア: "skincare",
  ケーキ: "cake",
  公園: "park",
  映画: "movie",
  ポップコーン: "popcorn",
  仕事: "work",
  料理: "cooking",
  カフェ: "cafe",
};

const ZH: Record<string, string> = {
  数学: "math",
  家教: "tutor",
  老师: "teacher",
  猫咪: "cat",
  家居: "home",
  布置: "decor",
  马拉松: "marathon",
  跑者: "runner",
  营养: "nutrition",
  上海: "shanghai",
  古着: "vintage",
  买手: "buyer",
  健身: "fitness",
  教练: "coach",
  妈妈: "mom",
  东南亚: "asia",
  海滩: "beach",
  旅行: "travel",
  摄影师: "photographer",
  农场: "farm",
  游戏: "game",
  开发者: "dev",
  素食: "vegan",
  晚餐: "dinner",
  美食: "food",
  博主: "blogger",
  陶瓷: "ceramic",
  阳台: "balcony",
  花园: "garden",
  手机: "phone",
  夜景: "nightview",
  咖啡: "coffee",
  烘焙坊: "bakery",
  烘焙店: "bakery",
  顾客: "customer",
  英语: "english",
  救助犬: "rescuedog",
  训犬师: "dogtrainer",
  敏感肌: "skin",
  护肤: "skincare",
  蛋糕: "cake",
  公园: "park",
  跑步: "running",
  电影: "movie",
  爆米花: "popcorn",
  工作: "work",
};

const TW: Record<string, string> = {
  數學: "math",
  家教: "tutor",
  老師: "teacher",
  貓咪: "cat",
  居家: "home",
  佈置: "decor",
  馬拉松: "marathon",
  跑者: "runner",
  營養: "nutrition",
  台北: "taipei",
  古著: "vintage",
  選品店: "selectshop",
  健身: "fitness",
  教練: "coach",
  媽媽: "mom",
  東南亞: "asia",
  海灘: "beach",
  旅遊: "travel",
  攝影師: "photographer",
  農場: "farm",
  遊戲: "game",
  開發者: "dev",
  蔬食: "vegan",
  晚餐: "dinner",
  美食: "food",
  部落客: "blogger",
  陶瓷: "ceramic",
  陽台: "balcony",
  花園: "garden",
  手機: "phone",
  夜景: "nightview",
  咖啡: "coffee",
  烘豆坊: "roastery",
  甜點店: "dessert",
  顧客: "customer",
  英文: "english",
  浪浪狗: "straydog",
  訓犬師: "dogtrainer",
  敏感肌: "skin",
  保養: "skincare",
  蛋糕: "cake",
  公園: "park",
  跑步: "running",
  電影: "movie",
  爆米花: "popcorn",
  工作: "work",
};

// A short Chinese description may read as either script (訓練浪浪狗的訓犬師 is detected as zh): each list has both.
const WORDS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  ja: JA,
  zh: { ...TW, ...ZH },
  "zh-TW": { ...ZH, ...TW },
};

export function cjkWords(locale: Locale): Readonly<Record<string, string>> {
  return WORDS[locale] ?? {};
}

/**
 * The handle word of a CJK keyword: its own entry, else those of the listed words inside it in reading order
 * (猫動画 → cat), at most two (家庭教師 is listed whole, so it is tutor, not teacher).
 */
export function handleWordOf(keyword: string, locale: Locale): string | undefined {
  const words = cjkWords(locale);
  if (words[keyword]) return words[keyword];
  const found: { at: number; word: string }[] = [];
  let rest = keyword;
  for (const key of Object.keys(words).sort((a, b) => b.length - a.length)) {
    const at = rest.indexOf(key);
    if (at < 0) continue;
    found.push({ at, word: words[key] as string });
    rest = `${rest.slice(0, at)}${"\u0000".repeat(key.length)}${rest.slice(at + key.length)}`;
  }
  const parts = found.sort((a, b) => a.at - b.at).map((f) => f.word);
  return parts.length ? parts.slice(0, 2).join("") : undefined;
}
