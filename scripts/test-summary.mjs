// How `npm test` (scripts/test.mjs) counts: tests from vitest's JSON reports, and errors from the other steps'
// output, so that every failing step adds at least one failure to the last line.

/**
 * Counts of one vitest JSON report: failed tests plus every test file that failed without a failed test (it did
 * not load, or a hook threw), and skipped tests (skip and todo).
 */
export function countReport(json) {
  const brokenFiles = json.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

// Vitest colours its failure messages; the summary is read as plain text.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * What failed in one vitest JSON report, one line each (file, test and the first lines of its message), so that the
 * end of `npm test`'s output — often all a CI log keeps — names the failures, not only their count.
 */
export function failuresOf(json, { root = process.cwd(), messageLines = 3 } = {}) {
  const relative = (file) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);
  const firstLines = (message) =>
    String(message ?? "")
      .replace(ANSI_COLOUR, "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, messageLines)
      .join(" | ");
  const lines = [];
  for (const file of json.testResults) {
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) {
      lines.push(`${relative(file.name)} > ${test.fullName ?? test.title}: ${firstLines(test.failureMessages?.[0])}`);
    }
    if (file.status === "failed" && !failedTests.length) {
      lines.push(`${relative(file.name)} (the file failed): ${firstLines(file.message)}`);
    }
  }
  return lines;
}

/**
 * The unhandled errors vitest printed (its "Unhandled Errors" section: errors thrown outside any test, which fail
 * the run but no test and are not in its JSON report), one line each: the kind, the error's first line, and the
 * test file and latest test vitest blames.
 */
export function unhandledErrorsOf(output) {
  const text = String(output).replace(ANSI_COLOUR, "");
  const start = text.indexOf("Unhandled Errors");
  if (start < 0) return [];
  const lines = [];
  // Each error starts with its banner line, e.g. "⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯", followed by its text.
  for (const block of text
    .slice(start)
    .split(/\n(?=⎯+ ?Unhandled [A-Za-z ]+⎯)/)
    .slice(1)) {
    const [banner = "", first = "", ...rest] = block
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const kind = banner.replace(/⎯/g, "").trim();
    const file = /originated in "([^"]+)"/.exec(block)?.[1];
    const test = /latest test that might've caused the error is "([^"]+)"/.exec(block)?.[1];
    const where = [file && `in ${file}`, test && `after "${test}"`].filter(Boolean).join(" ");
    lines.push(`${kind}: ${first || rest[0] || ""}${where ? ` (${where})` : ""}`);
    if (lines.length >= 10) break;
  }
  return lines.length ? lines : ["Unhandled Errors (see the step's output)"];
}

/** More failed files than this is a break, not a flake: no second run. */
export const RERUN_MAX_FILES = 3;

/**
 * The test files to run again after a failed vitest run (paths relative to `root`): every file that failed, and
 * every file vitest blames for an unhandled error. None (no second run) when the report is missing, a failure
 * cannot be tied to a file, or more than RERUN_MAX_FILES files failed.
 */
export function rerunFiles(json, output, { root = process.cwd() } = {}) {
  if (!json) return [];
  const relative = (file) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);
  const files = new Set(json.testResults.filter((file) => file.status === "failed").map((file) => relative(file.name)));
  const unhandled = unhandledErrorsOf(output);
  // Every unhandled error must be one vitest tied to a file: its own count, and every banner in the whole output
  // (one printed outside the section, or a section read wrong, would otherwise pass unseen on a second run).
  const text = String(output).replace(ANSI_COLOUR, "");
  const caught = Number(/Vitest caught (\d+) unhandled error/.exec(text)?.[1] ?? 0);
  const banners = (text.match(/Unhandled (?:Rejection|Error)(?!s)/g) ?? []).length;
  if (caught !== unhandled.length && !(caught === 0 && unhandled.length === 0)) return [];
  if (banners !== unhandled.filter((line) => !line.startsWith("Unhandled Errors (")).length) return [];
  for (const line of unhandled) {
    const blamed = / \(in (\S+)(?: after "[^"]*")?\)$/.exec(line)?.[1];
    if (!blamed) return [];
    files.add(relative(blamed));
  }
  if (!files.size || files.size > RERUN_MAX_FILES) return [];
  return [...files].sort();
}

/**
 * The first run's report with the files of the second run replaced by their second results, its totals counted
 * again from the tests' statuses.
 */
export function mergeReports(first, again) {
  const rerun = new Set(again.testResults.map((file) => file.name));
  const testResults = [...first.testResults.filter((file) => !rerun.has(file.name)), ...again.testResults];
  const tests = testResults.flatMap((file) => file.assertionResults);
  const count = (...statuses) => tests.filter((test) => statuses.includes(test.status)).length;
  return {
    ...first,
    numPassedTests: count("passed"),
    numFailedTests: count("failed"),
    numPendingTests: count("pending", "skipped"),
    numTodoTests: count("todo"),
    testResults,
  };
}

const atLeastOne = (n) => Math.max(1, Number.isFinite(n) ? n : 0);

/** Biome's closing "Found N errors." */
export const biomeErrors = (output) => atLeastOne(Number(/Found (\d+) errors?/.exec(output)?.[1]));
/** One per "error TSnnnn" line of tsc. */
export const typeErrors = (output) => atLeastOne((output.match(/error TS\d+/g) ?? []).length);
/** scripts/check-layers.ts's closing "N layer violation(s)". */
export const layerErrors = (output) => atLeastOne(Number(/(\d+) layer violation/.exec(output)?.[1]));

/** The last line of `npm test`. */
export function summaryLine({ passed, failed, skipped, flaky = 0 }) {
  return `tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}${
    flaky > 0 ? `, ${flaky} flaky (passed on a second run)` : ""
  }`;
}
