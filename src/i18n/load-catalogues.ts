// Reads messages/*.json and the code that uses them (for the i18n check in tests and `npm run check:i18n`).
import fs from "node:fs";
import path from "node:path";
import type { CheckInput, MessageTree } from "./check-messages";
import { LOCALES, messagesFileFor } from "./locales";

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function loadCatalogues(root = process.cwd()): CheckInput {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(root, "messages", `${file}.json`), "utf8")) as MessageTree;
  const locales = Object.fromEntries(
    LOCALES.filter((l) => l !== "en").map((l) => [messagesFileFor(l), read(messagesFileFor(l))]),
  );
  const code = codeFiles(path.join(root, "src")).map((file) => fs.readFileSync(file, "utf8"));
  return { source: read("en"), locales, code };
}
