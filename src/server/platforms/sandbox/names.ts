// Words for demo accounts and videos: a topic per account, names, bios, captions and invented handles.
import "server-only";
import type { PlatformName } from "@/domain/platforms";
import type { Random } from "./random";

export interface Topic {
  /** Second word of display names: "Maya's Kitchen", "Leo Lifts". */
  nouns: readonly string[];
  bio: string;
  captions: readonly string[];
  hashtags: readonly string[];
}

const TOPICS: readonly Topic[] = [
  {
    nouns: ["Kitchen", "Bites", "Eats", "Recipes"],
    bio: "Quick recipes for busy weeknights.",
    captions: [
      "15-minute pasta that tastes like a restaurant",
      "The only crispy potato method you need",
      "Trying the viral dumpling fold",
      "What I eat in a day on a budget",
    ],
    hashtags: ["#food", "#recipe", "#cooking", "#easyrecipes"],
  },
  {
    nouns: ["Lifts", "Fitness", "Moves", "Strong"],
    bio: "Home workouts, no gym needed.",
    captions: [
      "5 moves for a stronger back",
      "Stop doing squats like this",
      "30 days of push-ups: day 1",
      "The warm-up most people skip",
    ],
    hashtags: ["#fitness", "#workout", "#gymtok", "#homeworkout"],
  },
  {
    nouns: ["Travels", "Roams", "Abroad", "Journeys"],
    bio: "Slow travel and hidden places.",
    captions: [
      "A village nobody talks about",
      "How I pack for two weeks in a carry-on",
      "Sunrise from the night train",
      "Street food tour in 60 seconds",
    ],
    hashtags: ["#travel", "#wanderlust", "#traveltips", "#hiddengems"],
  },
  {
    nouns: ["Tech", "Codes", "Builds", "Gadgets"],
    bio: "Gadgets, code and honest reviews.",
    captions: [
      "This keyboard changed how I work",
      "One shortcut that saves me an hour a week",
      "Building an app in a weekend",
      "Is the new phone worth it?",
    ],
    hashtags: ["#tech", "#coding", "#gadgets", "#setup"],
  },
  {
    nouns: ["Laughs", "Sketches", "Comedy", "Bits"],
    bio: "Sketches about everyday chaos.",
    captions: [
      "When the group chat goes silent",
      "Me explaining my job to my parents",
      "Every meeting ever",
      "POV: you said 'quick question'",
    ],
    hashtags: ["#comedy", "#funny", "#relatable", "#skit"],
  },
  {
    nouns: ["Paws", "Pets", "Whiskers", "Pups"],
    bio: "Two dogs, one cat, zero chill.",
    captions: [
      "She heard the treat bag",
      "Teaching him a new trick",
      "The zoomies at 3 a.m.",
      "Rating my cat's sleeping spots",
    ],
    hashtags: ["#pets", "#dogsoftiktok", "#catlife", "#cute"],
  },
  {
    nouns: ["Sounds", "Music", "Keys", "Beats"],
    bio: "Covers, loops and songs in progress.",
    captions: [
      "Turning your comment into a song",
      "This chord progression is everything",
      "Loop pedal in one take",
      "Guess the song from 3 notes",
    ],
    hashtags: ["#music", "#cover", "#producer", "#singer"],
  },
  {
    nouns: ["Money", "Finance", "Budgets", "Cents"],
    bio: "Personal finance without the jargon.",
    captions: [
      "The 50/30/20 rule, explained",
      "How I paid off my card in a year",
      "Three money mistakes in your 20s",
      "Index funds in 60 seconds",
    ],
    hashtags: ["#finance", "#money", "#budgeting", "#investing"],
  },
  {
    nouns: ["Makes", "Crafts", "Workshop", "DIY"],
    bio: "Making things out of almost nothing.",
    captions: [
      "Turning scrap wood into a shelf",
      "Restoring a thrifted chair",
      "The easiest wall art ever",
      "Tool I wish I bought sooner",
    ],
    hashtags: ["#diy", "#crafts", "#woodworking", "#upcycle"],
  },
  {
    nouns: ["Science", "Facts", "Lab", "Explains"],
    bio: "Big ideas in under a minute.",
    captions: [
      "Why the sky is actually not blue",
      "What happens if you fall into a black hole",
      "The math behind a perfect shuffle",
      "This experiment surprised everyone",
    ],
    hashtags: ["#science", "#learnontiktok", "#facts", "#physics"],
  },
];

const FIRST_NAMES = [
  "Maya",
  "Leo",
  "Ava",
  "Noah",
  "Zoe",
  "Kai",
  "Ines",
  "Omar",
  "Lena",
  "Theo",
  "Aria",
  "Sami",
  "Nia",
  "Eli",
  "Rosa",
  "Yuki",
];
const ADJECTIVES = [
  "sunny",
  "quiet",
  "brave",
  "little",
  "urban",
  "cozy",
  "wild",
  "daily",
  "lucky",
  "golden",
  "misty",
  "bold",
];
const NOUNS = [
  "kitchen",
  "studio",
  "corner",
  "garden",
  "lab",
  "trail",
  "table",
  "room",
  "notes",
  "club",
  "harbor",
  "deck",
];
const BIO_ENDINGS = [
  "New videos every week.",
  "DMs open for collabs.",
  "Based in Lisbon.",
  "Made with coffee.",
  "Posting daily-ish.",
  "",
];

export function pickTopic(random: Random): Topic {
  return random.pick(TOPICS);
}

export function displayNameFor(random: Random, topic: Topic): string {
  const first = random.pick(FIRST_NAMES);
  const noun = random.pick(topic.nouns);
  return random.chance(0.5) ? `${first}'s ${noun}` : `${first} ${noun}`;
}

export function bioFor(random: Random, topic: Topic): string {
  return `${topic.bio} ${random.pick(BIO_ENDINGS)}`.trim();
}

/** A handle valid on every platform (letters, digits, "." or "_"; 5–18 characters). */
export function inventHandle(random: Random, platform: PlatformName): string {
  const separator = platform === "youtube" || random.chance(0.5) ? "." : "_";
  return `${random.pick(ADJECTIVES)}${separator}${random.pick(NOUNS)}${random.int(10, 99)}`;
}

export function captionFor(random: Random, topic: Topic, platform: PlatformName): string {
  const tags = [random.pick(topic.hashtags), random.pick(topic.hashtags)];
  if (platform === "youtube") tags.push("#shorts");
  return `${random.pick(topic.captions)} ${[...new Set(tags)].join(" ")}`;
}
