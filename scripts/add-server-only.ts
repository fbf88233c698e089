// Codemod: puts `import "server-only";` at the top of every src/server module that needs it (the rule and its
// exemptions are in scripts/check-layers.ts), below the file's `//` header comment. Repeatable: files that already
// start with it are left alone, so it can run again after other branches add server modules.
// `node --import tsx scripts/add-server-only.ts`
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { filesMissingServerOnly, SERVER_ONLY_LINE } from "./check-layers";

const STRAY = /^\s*import\s+["']server-only["'];?\s*\n/gm;

export function insertServerOnly(text: string): string {
  const lines = text.replace(STRAY, "").split("\n");
  let header = 0;
  while (header < lines.length && lines[header]?.startsWith("//")) header++;
  lines.splice(header, 0, SERVER_ONLY_LINE);
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = filesMissingServerOnly(process.cwd());
  for (const file of files) fs.writeFileSync(file, insertServerOnly(fs.readFileSync(file, "utf8")));
  console.log(`server-only added to ${files.length} file(s)${files.length ? `:\n  ${files.join("\n  ")}` : ""}`);
}
