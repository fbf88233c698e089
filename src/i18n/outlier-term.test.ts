// Issue 20 item 3: the signature metric has one name per locale, the statistician's word for an outlier (ja
// 「外れ値」, ko 「이상치」, never a store "outlet"), and its column labels say what the number is: a multiple of the
// median ("Outlier (×median)"). The terms below are written here, not read from the catalogues they check.
import { describe, expect, it } from "vitest";
import type { MessageTree } from "./check-messages";
import { loadCatalogues } from "./load-catalogues";

/** Per messages file: the one term for the metric, and the word for the median shown after "×". */
const TERMS: Record<string, { term: string; median: string }> = {
  en: { term: "outlier", median: "median" },
  de: { term: "ausreißer", median: "median" },
  es: { term: "atípico", median: "mediana" },
  fr: { term: "atypique", median: "médiane" },
  it: { term: "outlier", median: "mediana" },
  ja: { term: "外れ値", median: "中央値" },
  ko: { term: "이상치", median: "중앙값" },
  ru: { term: "выброс", median: "медиана" },
  tr: { term: "aykırı", median: "medyan" },
  tw: { term: "離群值", median: "中位數" },
  zh: { term: "离群值", median: "中位数" },
  vi: { term: "ngoại lai", median: "trung vị" },
};

/** Where the metric's value is labelled: feeds, collections, Explore and the public analysis, alert rules. */
const COLUMN_LABELS = [
  "tracking.columns.outlet",
  "ui.collections.columns.outlier",
  "analyzeUi.feeds.outlet",
  "alertMessages.metric.outlier",
];
/** Other places that name the metric. */
const NAMED = [...COLUMN_LABELS, "overview.outliers.title", "overview.outliers.empty"];

/** Other words that were used for it: a store outlet, the English loanword, and zh/tw's earlier names. */
const FORBIDDEN: Record<string, string[]> = {
  all: ["outlet", "アウトレット", "아웃렛", "아웃라이어"],
  ja: ["outlier"],
  ko: ["outlier"],
  zh: ["outlier", "爆款倍数", "异常倍数", "离群倍数"],
  tw: ["outlier", "爆紅倍數", "異常倍數", "離群倍數"],
  es: ["outlier"],
  fr: ["outlier"],
  ru: ["outlier"],
  tr: ["outlier"],
  vi: ["outlier"],
};

function lookup(tree: MessageTree, key: string): string {
  let node: MessageTree | string | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no message ${key}`);
  return node;
}

function values(tree: MessageTree): string[] {
  return Object.values(tree).flatMap((node) => (typeof node === "string" ? [node] : values(node)));
}

const { source, locales } = loadCatalogues();
const catalogues: Record<string, MessageTree> = { en: source, ...locales };

describe("the outlier metric's name", () => {
  it("covers every locale", () => {
    expect(Object.keys(catalogues).sort()).toEqual(Object.keys(TERMS).sort());
  });

  for (const [file, { term, median }] of Object.entries(TERMS)) {
    it(`${file}: uses 「${term}」 wherever the metric is named, with ×${median} on its labels`, () => {
      const tree = catalogues[file] ?? {};
      for (const key of NAMED) expect(lookup(tree, key).toLowerCase(), key).toContain(term);
      for (const key of COLUMN_LABELS) expect(lookup(tree, key).toLowerCase(), key).toContain(`×${median}`);
      const text = values(tree).join("\n").toLowerCase();
      for (const word of [...(FORBIDDEN.all ?? []), ...(FORBIDDEN[file] ?? [])]) expect(text).not.toContain(word);
    });
  }
});
