// Types of scripts/test-summary.mjs for its test (the project compiles without allowJs).
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export function countReport(json: VitestJsonReport): Counts;
export function biomeErrors(output: string): number;
export function typeErrors(output: string): number;
export function layerErrors(output: string): number;
export function summaryLine(counts: Counts): string;
