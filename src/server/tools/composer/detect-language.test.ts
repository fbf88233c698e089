// The description's language: by script first, then by its stopwords and verbs; null when nothing decides.
import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language";

describe("detectLanguage", () => {
  it.each([
    ["I share vegan recipes for busy students", "en"],
    ["Ich backe Sauerteigbrot und zeige einfache Rezepte", "de"],
    ["Retro-Spiele, Let's Plays und ehrliche Reviews jeden Freitag", "de"],
    ["Décoration de gâteaux pour les anniversaires", "fr"],
    ["Condivido ricette di pasta fresca e viaggi in Toscana", "it"],
    ["Comparto rutinas de yoga y recetas saludables para principiantes", "es"],
    ["İstanbul'da sokak lezzetleri ve kahve dükkanları keşfediyorum", "tr"],
    ["Mình chia sẻ công thức nấu ăn và du lịch Đà Nẵng", "vi"],
    ["東京のカフェ巡りとコーヒーが大好きです", "ja"],
    ["강아지와 함께하는 캠핑 여행과 요리 이야기", "ko"],
    ["我喜欢在上海找好吃的美食，每周分享旅行视频", "zh"],
    ["我喜歡在台北找好吃的美食，每週分享旅行影片", "zh-TW"],
    ["Путешествия по России, горы и фотография природы", "ru"],
  ] as const)("%s → %s", (text, locale) => {
    expect(detectLanguage(text)).toBe(locale);
  });

  it("does not guess from a lone name", () => {
    expect(detectLanguage("iPhone")).toBeNull();
  });
});
