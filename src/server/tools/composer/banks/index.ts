import "server-only";
import type { Locale } from "@/i18n/locales";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { ru } from "./ru";
import { tr } from "./tr";
import type { PhraseBank } from "./types";
import { vi } from "./vi";
import { zh } from "./zh";
import { zhTW } from "./zh-TW";

const BANKS: Record<Locale, PhraseBank> = { en, de, fr, ja, it, es, ko, zh, "zh-TW": zhTW, ru, tr, vi };

export function bankFor(locale: Locale): PhraseBank {
  return BANKS[locale];
}
