// Types of scripts/test-summary.mjs for its test (the project compiles without allowJs).
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name?: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName?: string; title?: string; failureMessages?: string[] }[];
  }[];
}
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Failures that passed when their files ran again (npm test's one second run). */
  flaky?: number;
}
export function countReport(json: VitestJsonReport): Counts;
export function failuresOf(
  json: VitestJsonReport & { testResults: { name: string }[] },
  options?: { root?: string; messageLines?: number },
): string[];
export function unhandledErrorsOf(output: string): string[];
export const RERUN_MAX_FILES: number;
export function rerunFiles(
  json: (VitestJsonReport & { testResults: { name: string }[] }) | null,
  output: string,
  options?: { root?: string },
): string[];
export function mergeReports<T extends VitestJsonReport & { testResults: { name?: string }[] }>(first: T, again: T): T;
export function biomeErrors(output: string): number;
export function typeErrors(output: string): number;
export function layerErrors(output: string): number;
export function summaryLine(counts: Counts): string;
