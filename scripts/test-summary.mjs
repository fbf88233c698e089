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

const atLeastOne = (n) => Math.max(1, Number.isFinite(n) ? n : 0);

/** Biome's closing "Found N errors." */
export const biomeErrors = (output) => atLeastOne(Number(/Found (\d+) errors?/.exec(output)?.[1]));
/** One per "error TSnnnn" line of tsc. */
export const typeErrors = (output) => atLeastOne((output.match(/error TS\d+/g) ?? []).length);
/** scripts/check-layers.ts's closing "N layer violation(s)". */
export const layerErrors = (output) => atLeastOne(Number(/(\d+) layer violation/.exec(output)?.[1]));

/** The last line of `npm test`. */
export function summaryLine({ passed, failed, skipped }) {
  return `tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`;
}
