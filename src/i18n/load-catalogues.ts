// Reads messages/*.json and the code that uses them (for the i18n check in tests and `npm run check:i18n`).
import fs from "node:fs";
import path from "node:path";
import type { CheckInput, MessageTree } from "./check-messages";
import { LOCALES, MESSAGE_AREAS, messagesFileFor } from "./locales";

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function loadCatalogues(root = process.cwd()): CheckInput {
  const readFile = (...parts: string[]) =>
    JSON.parse(fs.readFileSync(path.join(root, "messages", ...parts), "utf8")) as MessageTree;
  // The core file plus every area file of the locale, as next-intl receives them (src/i18n/request.ts).
  const read = (file: string): MessageTree =>
    Object.assign({}, readFile(`${file}.json`), ...MESSAGE_AREAS.map((area) => readFile(area, `${file}.json`)));
  const locales = Object.fromEntries(
    LOCALES.filter((l) => l !== "en").map((l) => [messagesFileFor(l), read(messagesFileFor(l))]),
  );
  const code = codeFiles(path.join(root, "src")).map((file) => fs.readFileSync(file, "utf8"));
  return { source: read("en"), locales, code };
}
