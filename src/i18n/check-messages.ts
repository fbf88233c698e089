// Pure checks of the message catalogues: every locale has exactly the English keys with the same ICU
// placeholders, no value is empty, and every English key is used somewhere in the code (as a full-key literal:
// the project's convention is full keys such as area.section.key with no namespace, so a use is greppable).
export type MessageTree = { [key: string]: string | MessageTree };

export function flatten(tree: MessageTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** ICU argument names of a message: {name}, {count, plural, …}. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  // Plural and select branches ("one {# video}", "other {Stopped}") hold text, not arguments: drop their bodies
  // (innermost first) before reading the argument names.
  let text = message;
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*\{[^{}]*\}/g, "");
  }
  for (const match of text.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*(?:,|\})/g)) if (match[1]) names.add(match[1]);
  return [...names].sort();
}

/**
 * Template literals that build keys (`analyzePages.${page}.faq.q${n}`) as patterns: each ${…} stands for one or
 * more key characters without a dot, so a key counts as used when a template can produce it.
 */
export function templateKeyPatterns(code: string): RegExp[] {
  const patterns: RegExp[] = [];
  for (const match of code.matchAll(/`([A-Za-z0-9_.]*\$\{[^`]*)`/g)) {
    const template = match[1] ?? "";
    if (!/^[A-Za-z]/.test(template) || !template.includes(".")) continue;
    const parts = template.split(/\$\{[^}]*\}/);
    if (parts.some((part) => !/^[A-Za-z0-9_.]*$/.test(part))) continue;
    patterns.push(new RegExp(`^${parts.map((part) => part.replace(/\./g, "\\.")).join("[A-Za-z0-9_]+")}$`));
  }
  return patterns;
}

export interface CheckInput {
  source: MessageTree;
  locales: Record<string, MessageTree>;
  /** The text of every code file that may use keys. */
  code: string[];
}

export function checkMessages({ source, locales, code }: CheckInput): string[] {
  const problems: string[] = [];
  const english = flatten(source);
  for (const [key, value] of english) if (!value.trim()) problems.push(`en: empty value for ${key}`);

  for (const [locale, tree] of Object.entries(locales)) {
    const messages = flatten(tree);
    for (const [key, value] of english) {
      const translated = messages.get(key);
      if (translated === undefined) {
        problems.push(`${locale}: missing key ${key}`);
        continue;
      }
      if (!translated.trim()) problems.push(`${locale}: empty value for ${key}`);
      const expected = placeholders(value).join(",");
      const actual = placeholders(translated).join(",");
      if (expected !== actual)
        problems.push(`${locale}: placeholders of ${key} are {${actual}}, expected {${expected}}`);
    }
    for (const key of messages.keys()) if (!english.has(key)) problems.push(`${locale}: extra key ${key}`);
  }

  const allCode = code.join("\n");
  const templates = templateKeyPatterns(allCode);
  for (const key of english.keys()) {
    const literal = allCode.includes(`"${key}"`) || allCode.includes(`'${key}'`) || allCode.includes(`\`${key}\``);
    if (!literal && !templates.some((pattern) => pattern.test(key)))
      problems.push(`en: key ${key} is not used in code`);
  }
  for (const match of allCode.matchAll(/\bt\(\s*["']([a-zA-Z0-9_.]+)["']/g)) {
    const key = match[1] ?? "";
    if (key.includes(".") && !english.has(key)) problems.push(`code: t("${key}") has no English message`);
  }
  return [...new Set(problems)];
}
