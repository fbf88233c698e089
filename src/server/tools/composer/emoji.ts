// Emoji through the emojilib keyword data (English keywords). Other locales reach it through their bank's small
// dictionary (local word → English keyword); a word with no entry simply gets no emoji.
import "server-only";
import emojiData from "emojilib";
import type { ToolTone } from "@/domain/tools";
import type { PhraseBank } from "./banks/types";
import type { Rng } from "./random";

interface Candidate {
  emoji: string;
  score: number;
  order: number;
}

const byWord = new Map<string, Candidate[]>();
const nameOf = new Map<string, string>();

// Built once: every word of an emoji's name and keywords points to it; the name scores highest so "pizza" finds
// 🍕 before an emoji that only lists "pizza" among its keywords.
let order = 0;
for (const [emoji, keywords] of Object.entries(emojiData as Record<string, string[]>)) {
  const [name = "", ...rest] = keywords;
  nameOf.set(emoji, name.replace(/_/g, " "));
  const add = (word: string, score: number) => {
    const list = byWord.get(word) ?? [];
    const existing = list.find((c) => c.emoji === emoji);
    if (existing) existing.score = Math.max(existing.score, score);
    else list.push({ emoji, score, order });
    byWord.set(word, list);
  };
  add(name, 4);
  for (const part of name.split("_")) add(part, name.split("_").length === 1 ? 4 : 2);
  for (const keyword of rest) add(keyword.toLowerCase().replace(/_/g, " "), 1);
  order += 1;
}
for (const list of byWord.values()) list.sort((a, b) => b.score - a.score || a.order - b.order);

/**
 * Everyday words whose best emoji is not the one emojilib ranks first ("love" would find 💌, "coffee" 🤎); they
 * point to an emojilib name. The banks' dictionaries use the same English words.
 */
const PREFERRED: Record<string, string> = {
  love: "red_heart",
  heart: "red_heart",
  like: "thumbs_up",
  coffee: "hot_beverage",
  tea: "teacup_without_handle",
  food: "fork_and_knife_with_plate",
  music: "musical_note",
  art: "artist_palette",
  money: "money_bag",
  rain: "cloud_with_rain",
  laugh: "face_with_tears_of_joy",
  party: "party_popper",
  tada: "party_popper",
  birthday: "birthday_cake",
  happy: "grinning_face_with_smiling_eyes",
  cake: "shortcake",
  wine: "wine_glass",
  beer: "beer_mug",
  muscle: "flexed_biceps",
  running: "person_running",
  dancer: "woman_dancing",
  hiking: "hiking_boot",
  ocean: "water_wave",
  sea: "water_wave",
  beach: "beach_with_umbrella",
  dog: "dog_face",
  cat: "cat_face",
  soccer: "soccer_ball",
  computer: "laptop",
  yoga: "person_in_lotus_position",
  flower: "blossom",
  mountain: "snow_capped_mountain",
  ramen: "steaming_bowl",
  rice: "cooked_rice",
  bubble_tea: "cup_with_straw",
  hot_pot: "pot_of_food",
  car: "automobile",
  sun: "sun",
  travel: "airplane",
  gaming: "video_game",
  game: "video_game",
  games: "video_game",
  fitness: "flexed_biceps",
  workout: "flexed_biceps",
  recipe: "cook",
  recipes: "cook",
  cooking: "cook",
  photo: "camera",
  photography: "camera",
  makeup: "lipstick",
  beauty: "lipstick",
  fashion: "dress",
  reading: "books",
  study: "books",
  nature: "deciduous_tree",
};

function candidates(word: string): Candidate[] {
  const preferred = PREFERRED[word];
  if (preferred) return byWord.get(preferred)?.slice(0, 1) ?? [];
  const direct = byWord.get(word);
  if (direct?.length) return direct;
  // Plural or -ing forms: "dogs" → "dog", "cooking" → "cook".
  for (const stem of [word.replace(/ies$/, "y"), word.replace(/e?s$/, ""), word.replace(/ing$/, "")]) {
    if (stem.length >= 3 && stem !== word) {
      const found = byWord.get(stem);
      if (found?.length) return found;
    }
  }
  return [];
}

/** The English keyword to look up for a keyword of the bank's language (itself in English). */
export function englishFor(key: string, bank: PhraseBank): string | null {
  if (Object.keys(bank.emojiWords).length === 0) return key;
  return bank.emojiWords[key] ?? null;
}

/** An emoji for a keyword, or null; `rng` varies the choice among the best-scored ones. */
export function emojiFor(key: string, bank: PhraseBank, rng?: Rng): string | null {
  const whole = emojiForWord(key, bank, rng);
  if (whole || !key.includes(" ")) return whole;
  // A phrase: its last word first (the head noun in "vegan recipes"), then the others; a word that names an emoji
  // wins over one merely listed among an emoji's keywords.
  const words = key.split(/\s+/).reverse();
  for (const minScore of [2, 0]) {
    for (const word of words) {
      const found = emojiForWord(word, bank, rng, minScore);
      if (found) return found;
    }
  }
  return null;
}

function emojiForWord(key: string, bank: PhraseBank, rng?: Rng, minScore = 0): string | null {
  const english = englishFor(key, bank);
  if (!english) return null;
  const list = candidates(english.toLowerCase());
  if (!list.length || (list[0]?.score ?? 0) < minScore) return null;
  // Variety only among exact name matches ("dog" → 🐕 or 🐶); a keyword-only match takes emojilib's first.
  const best = list[0] && list[0].score >= 4 ? list.filter((c) => c.score >= 4).slice(0, 3) : list.slice(0, 1);
  return (rng ? rng.pick(best) : best[0])?.emoji ?? null;
}

// emojilib names of emoji that carry each tone.
const TONE_EMOJI: Record<ToolTone, string[]> = {
  none: ["sparkles", "star", "backhand_index_pointing_down"],
  fun: ["partying_face", "confetti_ball", "party_popper"],
  funny: ["face_with_tears_of_joy", "rolling_on_the_floor_laughing", "grinning_squinting_face"],
  happy: ["smiling_face_with_smiling_eyes", "sun_with_face", "grinning_face_with_smiling_eyes"],
  serious: ["chart_increasing", "light_bulb", "direct_hit"],
  sad: ["pensive_face", "cloud_with_rain", "crying_face"],
  angry: ["face_with_steam_from_nose", "pouting_face", "fire"],
  ecstatic: ["star_struck", "party_popper", "fire"],
  curious: ["thinking_face", "magnifying_glass_tilted_left", "eyes"],
  informative: ["pushpin", "light_bulb", "memo"],
  cute: ["smiling_face_with_hearts", "rabbit_face", "cherry_blossom"],
};

/** An emoji that carries the tone, also through emojilib. */
export function toneEmoji(tone: ToolTone, rng: Rng): string {
  const options = TONE_EMOJI[tone].flatMap(
    (name) =>
      byWord
        .get(name)
        ?.slice(0, 1)
        .map((c) => c.emoji) ?? [],
  );
  return options.length ? rng.pick(options) : "✨";
}

/** The English name emojilib gives an emoji ("pizza", "red heart"), or null. */
export function emojiName(emoji: string): string | null {
  return nameOf.get(emoji) ?? nameOf.get(emoji.replace(/\uFE0F/g, "")) ?? null;
}

export function isKnownEmoji(text: string): boolean {
  return nameOf.has(text) || nameOf.has(text.replace(/\uFE0F/g, ""));
}

export const EMOJI_PATTERN =
  /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu;
