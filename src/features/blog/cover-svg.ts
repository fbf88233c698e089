// Blog covers, drawn locally (no network, no image service): a brand gradient per category, the category's simple
// illustration and a small bar chart that differs per post (heights derived from the slug), at the Open Graph size.
// public/blog/<slug>.svg is generated from this module (`npx tsx src/features/blog/write-covers.ts`); a test keeps
// the files in sync.
import type { BlogCategory } from "@/content/blog";

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

const BRAND = "#4f46e5";

const GRADIENTS: Record<BlogCategory, [string, string]> = {
  tiktok: [BRAND, "#db2777"],
  instagram: ["#7c3aed", "#f97316"],
  "influencer-marketing": [BRAND, "#0d9488"],
  "social-media": ["#1e40af", "#0ea5e9"],
};

// One white line drawing per category, placed on the right half.
const ILLUSTRATIONS: Record<BlogCategory, string> = {
  // A music note: TikTok's sound-first format.
  tiktok:
    '<g transform="translate(860 150)" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"><path d="M90 250V20c20 60 70 90 120 90"/><circle cx="40" cy="260" r="52" fill="#fff" fill-opacity="0.18"/></g>',
  // A camera: rounded square, lens and flash dot.
  instagram:
    '<g transform="translate(840 140)" fill="none" stroke="#fff" stroke-width="20"><rect x="0" y="0" width="260" height="260" rx="70"/><circle cx="130" cy="130" r="62"/><circle cx="205" cy="55" r="8" fill="#fff"/></g>',
  // A person with a star: a creator and the audience's attention.
  "influencer-marketing":
    '<g transform="translate(860 140)" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"><circle cx="100" cy="80" r="55"/><path d="M10 290c0-70 40-115 90-115s90 45 90 115"/><path d="M230 30l14 28 31 5-22 22 5 31-28-15-28 15 5-31-22-22 31-5z" fill="#fff" fill-opacity="0.25"/></g>',
  // Chat bubbles: conversation across networks.
  "social-media":
    '<g transform="translate(830 150)" fill="none" stroke="#fff" stroke-width="20" stroke-linejoin="round"><path d="M0 30a30 30 0 0 1 30-30h170a30 30 0 0 1 30 30v100a30 30 0 0 1-30 30H80l-50 40v-40a30 30 0 0 1-30-30z"/><path d="M270 110h20a30 30 0 0 1 30 30v80a30 30 0 0 1-30 30v35l-45-35h-105a30 30 0 0 1-30-30v-20" stroke-opacity="0.7"/></g>',
};

/** Deterministic 0..1 values from a string (FNV-1a steps), so a slug always draws the same chart. */
function seededValues(seed: string, count: number): number[] {
  let hash = 2166136261;
  for (const ch of seed) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619);
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) ^ i;
    values.push(((hash >>> 0) % 1000) / 1000);
  }
  return values;
}

/** Bars around a typical height with one outlier: the blog's recurring theme (median and the 10x video). */
function barChart(slug: string): string {
  const values = seededValues(slug, 9);
  const outlier = Math.floor((values[0] ?? 0) * 9);
  const baseY = 540;
  const bars = values.map((v, i) => {
    const height = i === outlier ? 300 : 50 + Math.round(v * 70);
    const x = 90 + i * 62;
    const opacity = i === outlier ? 0.95 : 0.45;
    return `<rect x="${x}" y="${baseY - height}" width="40" height="${height}" rx="8" fill="#fff" fill-opacity="${opacity}"/>`;
  });
  const medianY = baseY - 85;
  return `${bars.join("")}<line x1="70" y1="${medianY}" x2="660" y2="${medianY}" stroke="#fff" stroke-width="4" stroke-dasharray="14 10" stroke-opacity="0.8"/>`;
}

export function coverSvg(slug: string, category: BlogCategory): string {
  const [from, to] = GRADIENTS[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>
<circle cx="1080" cy="560" r="180" fill="#fff" fill-opacity="0.06"/>
${barChart(slug)}
${ILLUSTRATIONS[category]}
</svg>
`;
}
