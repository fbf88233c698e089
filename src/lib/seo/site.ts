// Site-wide facts for search engines and link previews: the brand's social profiles (Organization sameAs; the
// landing footer's social link can read the same list) and the path of the logo (src/app/icon.svg).
export const SOCIAL_LINKS = ["https://x.com/feedscope"] as const;
export const LOGO_PATH = "/icon.svg";

/** Open Graph locale tags (language_TERRITORY) of the 12 locales. */
export const OG_LOCALES = {
  en: "en_US",
  de: "de_DE",
  fr: "fr_FR",
  ja: "ja_JP",
  it: "it_IT",
  es: "es_ES",
  ko: "ko_KR",
  zh: "zh_CN",
  "zh-TW": "zh_TW",
  ru: "ru_RU",
  tr: "tr_TR",
  vi: "vi_VN",
} as const;
