// Writes public/blog/<slug>.svg for every post from cover-svg.ts. Run after adding a post or changing the drawing:
// npx tsx src/features/blog/write-covers.ts
import fs from "node:fs";
import path from "node:path";
import { POSTS } from "@/content/blog/catalog";
import { coverSvg } from "./cover-svg";

for (const post of POSTS) {
  const file = path.join("public", post.cover);
  fs.writeFileSync(file, coverSvg(post.slug, post.category));
  console.log(`wrote ${file}`);
}
