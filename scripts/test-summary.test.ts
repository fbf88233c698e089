// How `npm test` turns reports and tool output into its last line (scripts/test-summary.mjs).
import { describe, expect, it } from "vitest";
import {
  biomeErrors,
  countReport,
  failuresOf,
  layerErrors,
  mergeReports,
  RERUN_MAX_FILES,
  rerunFiles,
  summaryLine,
  typeErrors,
  unhandledErrorsOf,
} from "./test-summary.mjs";

const test = (status: string) => ({ status });

describe("countReport", () => {
  it("counts failed tests, files that failed without a failed test, and skipped and todo tests", () => {
    const counts = countReport({
      numPassedTests: 5,
      numFailedTests: 2,
      numPendingTests: 3,
      numTodoTests: 1,
      testResults: [
        // two failed tests: counted once each, the file adds nothing
        { status: "failed", assertionResults: [test("passed"), test("failed"), test("failed")] },
        // did not load: no tests at all
        { status: "failed", assertionResults: [] },
        // beforeAll threw: its tests were skipped
        { status: "failed", assertionResults: [test("skipped"), test("skipped")] },
        { status: "passed", assertionResults: [test("passed"), test("passed"), test("pending")] },
      ],
    });
    expect(counts).toEqual({ passed: 5, failed: 4, skipped: 4 });
  });

  it("counts nothing extra for a clean report", () => {
    const counts = countReport({
      numPassedTests: 3,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [{ status: "passed", assertionResults: [test("passed"), test("passed"), test("passed")] }],
    });
    expect(counts).toEqual({ passed: 3, failed: 0, skipped: 0 });
  });
});

describe("failuresOf", () => {
  it("names each failed test with its file and first message lines, and each file that failed without one", () => {
    const lines = failuresOf(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        numPendingTests: 0,
        numTodoTests: 0,
        testResults: [
          {
            name: "/repo/src/a.test.ts",
            status: "failed",
            assertionResults: [
              { status: "passed", fullName: "a passes" },
              {
                status: "failed",
                fullName: "a > breaks",
                failureMessages: [
                  "\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n  at a.test.ts:3:1\n  at x\n  at y",
                ],
              },
            ],
          },
          { name: "/repo/src/b.test.ts", status: "failed", message: "Cannot find module 'z'", assertionResults: [] },
          { name: "/repo/src/c.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "c" }] },
        ],
      },
      { root: "/repo", messageLines: 2 },
    );
    expect(lines).toEqual([
      "src/a.test.ts > a > breaks: AssertionError: expected 1 to be 2 | at a.test.ts:3:1",
      "src/b.test.ts (the file failed): Cannot find module 'z'",
    ]);
  });
});

describe("unhandledErrorsOf", () => {
  // The end of vitest 4's output for a file with one failed test and one unhandled rejection (colours removed; the
  // code frames shortened).
  const output = [
    "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯",
    " FAIL  u.test.ts > fails",
    "AssertionError: expected 1 to be 2 // Object.is equality",
    "⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯",
    "",
    "Vitest caught 2 unhandled errors during the test run.",
    "This might cause false positive tests. Resolve unhandled errors to make sure your tests are not affected.",
    "",
    "⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯",
    "Error: terminating connection due to administrator command",
    " ❯ Timeout._onTimeout u.test.ts:3:37",
    '    1| import { it, expect } from "vitest";',
    "",
    'This error originated in "src/server/jobs/u.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself, but while it was running.',
    'The latest test that might\'ve caused the error is "passes but leaks". It might mean one of the following:',
    "⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯⎯",
    "TypeError: x is not a function",
    "⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯",
    "",
    " Test Files  1 failed (1)",
  ].join("\n");

  it("names each unhandled error with its kind, first line, and the file and test vitest blames", () => {
    expect(unhandledErrorsOf(output)).toEqual([
      'Unhandled Rejection: Error: terminating connection due to administrator command (in src/server/jobs/u.test.ts after "passes but leaks")',
      "Unhandled Error: TypeError: x is not a function",
    ]);
  });

  it("finds nothing in a run without unhandled errors, and still says so when the section cannot be read", () => {
    expect(unhandledErrorsOf(" Test Files  3 passed (3)\n      Tests  9 passed (9)")).toEqual([]);
    expect(unhandledErrorsOf("⎯⎯ Unhandled Errors ⎯⎯\nsomething else")).toEqual([
      "Unhandled Errors (see the step's output)",
    ]);
  });
});

describe("a second run of failed files", () => {
  const file = (name: string, ...statuses: string[]) => ({
    name: `/repo/${name}`,
    status: statuses.includes("failed") ? "failed" : "passed",
    assertionResults: statuses.map((status, n) => ({ status, fullName: `${name} ${n}` })),
  });
  const report = (...testResults: ReturnType<typeof file>[]) => ({
    numPassedTests: -1,
    numFailedTests: -1,
    numPendingTests: -1,
    numTodoTests: -1,
    testResults,
  });
  const blamed = (name: string) =>
    `⎯⎯ Unhandled Errors ⎯⎯\nVitest caught 1 unhandled error during the test run.\n⎯⎯ Unhandled Rejection ⎯⎯\nError: gone\nThis error originated in "${name}" test file.`;

  it("runs again the failed files and the files blamed for unhandled errors, relative to the root", () => {
    const first = report(file("a.test.ts", "passed"), file("b.test.ts", "passed", "failed"), file("c.test.ts"));
    expect(rerunFiles(first, "", { root: "/repo" })).toEqual(["b.test.ts"]);
    expect(rerunFiles(first, blamed("src/d.test.ts"), { root: "/repo" })).toEqual(["b.test.ts", "src/d.test.ts"]);
  });

  it("runs nothing again without a report, for an unhandled error tied to no file, or past the file limit", () => {
    expect(rerunFiles(null, "", { root: "/repo" })).toEqual([]);
    const first = report(file("b.test.ts", "failed"));
    expect(rerunFiles(first, "⎯⎯ Unhandled Errors ⎯⎯\n⎯⎯ Unhandled Error ⎯⎯\nError: x", { root: "/repo" })).toEqual([]);
    // Two errors caught, one of them not in the section as read (a split banner, or printed outside it): no rerun.
    const oneRead = `${blamed("src/d.test.ts")}`.replace("caught 1 unhandled error", "caught 2 unhandled errors");
    expect(rerunFiles(first, oneRead, { root: "/repo" })).toEqual([]);
    // A banner outside the section (vitest's main process, tied to no file): no rerun either.
    const outside = `⎯⎯ Unhandled Rejection ⎯⎯\nError: in globalSetup\n${blamed("src/d.test.ts")}`;
    expect(rerunFiles(first, outside, { root: "/repo" })).toEqual([]);
    const many = report(...Array.from({ length: RERUN_MAX_FILES + 1 }, (_, n) => file(`f${n}.test.ts`, "failed")));
    expect(rerunFiles(many, "", { root: "/repo" })).toEqual([]);
    expect(rerunFiles(report(file("a.test.ts", "passed")), "", { root: "/repo" })).toEqual([]);
  });

  it("counts the second run's results in place of the first run's for the files it ran", () => {
    const first = report(
      file("a.test.ts", "passed", "passed", "skipped"),
      file("b.test.ts", "passed", "failed"),
      file("c.test.ts", "todo", "pending"),
    );
    const merged = mergeReports(first, report(file("b.test.ts", "passed", "passed")));
    expect(merged.testResults.map((f) => f.name)).toEqual(["/repo/a.test.ts", "/repo/c.test.ts", "/repo/b.test.ts"]);
    expect(countReport(merged)).toEqual({ passed: 4, failed: 0, skipped: 3 });
    const stillFailing = mergeReports(first, report(file("b.test.ts", "failed", "passed")));
    expect(countReport(stillFailing)).toEqual({ passed: 3, failed: 1, skipped: 3 });
  });
});

describe("errors of a failing step", () => {
  it("are read from the tool's own count, and are at least one", () => {
    expect(biomeErrors("…\nChecked 412 files in 1s. No fixes applied.\nFound 21 errors.\n")).toBe(21);
    expect(biomeErrors("Found 1 error.")).toBe(1);
    expect(biomeErrors("biome crashed")).toBe(1);
    const tsc = "a.ts(1,1): error TS2322: x\nb.ts(2,2): error TS2304: y\nc.ts(3,3): error TS7016: z\n";
    expect(typeErrors(tsc)).toBe(3);
    expect(typeErrors("next typegen failed")).toBe(1);
    expect(layerErrors("src/a.ts:1  imports …\n\n7 layer violation(s); the rules are in ARCHITECTURE.md.")).toBe(7);
    expect(layerErrors("")).toBe(1);
  });
});

describe("summaryLine", () => {
  it("keeps the last line's shape and appends skipped tests only when there are some", () => {
    expect(summaryLine({ passed: 812, failed: 0, skipped: 0 })).toBe("tests: 812 passed, 0 failed");
    expect(summaryLine({ passed: 812, failed: 3, skipped: 4 })).toBe("tests: 812 passed, 3 failed, 4 skipped");
    expect(summaryLine({ passed: 812, failed: 0, skipped: 4, flaky: 1 })).toBe(
      "tests: 812 passed, 0 failed, 4 skipped, 1 flaky (passed on a second run)",
    );
  });
});
