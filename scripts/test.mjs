// `npm test`: every suite, in order. Lint, layers and types, unit and integration tests on PGlite, the database
// suites again on a real PostgreSQL server, then the end-to-end tests in chromium against a production build.
// The last line counts tests: every failed test, every test file that failed to load or whose hooks failed, and at
// least one failure per failing step (lint errors and type errors are counted one by one).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { startPgCluster } from "./pg-test-cluster.mjs";
import {
  biomeErrors,
  countReport,
  failuresOf,
  layerErrors,
  mergeReports,
  rerunFiles,
  summaryLine,
  typeErrors,
  unhandledErrorsOf,
} from "./test-summary.mjs";

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const failures = [];
const flaky = [];

/**
 * Runs one step, its output streamed and kept (the last 4 MB) so that the errors it reports can be counted and
 * named in the summary. A failing step that reported no countable failure still counts as one.
 */
async function step(name, command, args, { env = {}, countErrors, countedByReport = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status, output } = await runTee(command, args, { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env });
  const ok = status === 0;
  if (!ok && !countedByReport) {
    counts.failed += countErrors ? countErrors(output) : 1;
  }
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return { ok, output };
}

/** Spawns a command with its output passed through as it comes and kept (the last 4 MB) for the summary. */
function runTee(command, args, env) {
  const keep = 4 * 1024 * 1024;
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], env });
    // Decoded by the streams, so a character split between two chunks (vitest's "⎯" banners) stays whole.
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    const tee = (target) => (text) => {
      target.write(text);
      output += text;
      if (output.length > keep * 2) output = output.slice(-keep);
    };
    child.stdout.on("data", tee(process.stdout));
    child.stderr.on("data", tee(process.stderr));
    child.on("error", (error) => resolve({ status: 1, output: `${output}\n${error.message}` }));
    child.on("close", (status) => resolve({ status: status ?? 1, output }));
    // A process the step left running (a server a test started) may hold the pipes open after the step itself
    // exited: its exit ends the step, with what it wrote by then (the pipes get a moment to drain).
    child.on("exit", (status) => {
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        resolve({ status: status ?? 1, output });
      }, 2_000).unref();
    });
  });
}

const bin = (name) => `node_modules/.bin/${name}`;
let reportIndex = 0;

/** One vitest run with a JSON report beside the console output: its step result, output and report (or null). */
async function vitestRun(name, args, env) {
  fs.mkdirSync(".tmp", { recursive: true });
  const report = `.tmp/vitest-report-${reportIndex++}.json`;
  fs.rmSync(report, { force: true });
  const { ok, output } = await step(
    name,
    bin("vitest"),
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    { env, countedByReport: true },
  );
  const json = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, "utf8")) : null;
  return { ok, output, json, result: results.at(-1) };
}

/**
 * Runs vitest and adds its counts to the totals. When it fails in at most RERUN_MAX_FILES named test files, those
 * files run once more (the config arguments kept, the file list replacing the rest): a test that fails again fails
 * the step; one that passes the second time is printed under "Flaky" in the summary, with its first failure, so it
 * is fixed rather than forgotten (a timing race under CI load should not throw away a whole run; a real regression
 * fails both times).
 */
async function vitest(name, args, env, { configArgs = [], rerunEnv = env } = {}) {
  const first = await vitestRun(name, [...configArgs, ...args], env);
  const firstFailures = [
    ...(first.json ? failuresOf(first.json) : []),
    // An unhandled error fails the run without failing a test (vitest's JSON report leaves it out): named from
    // the output.
    ...unhandledErrorsOf(first.output),
  ];
  const files = first.ok ? [] : rerunFiles(first.json, first.output);
  let final = first;
  let report = first.json;
  if (files.length) {
    const again = await vitestRun(
      `${name}: the ${files.length} failed file(s) again`,
      [...configArgs, ...files],
      rerunEnv,
    );
    if (again.ok && again.json) {
      for (const line of firstFailures) flaky.push(`[${name}] ${line}`);
      counts.flaky += firstFailures.length;
      first.result.ok = true;
      first.result.name += ` (${files.length} file(s) passed only on a second run: see Flaky)`;
      final = again;
      // A second run happens only with a first report (rerunFiles): merge into it.
      report = mergeReports(first.json, again.json);
    }
    // Otherwise the second run failed too: the first run's counts and failures stand, and the step stays failed.
  }
  const before = counts.failed;
  if (report) {
    const found = countReport(report);
    counts.passed += found.passed;
    counts.failed += found.failed;
    counts.skipped += found.skipped;
  }
  if (final === first && !first.ok) for (const line of firstFailures) failures.push(`[${name}] ${line}`);
  // A run that failed with nothing counted (an unhandled error, a crash before the report) still fails.
  if (!final.ok && counts.failed === before) counts.failed += 1;
  return final.ok;
}

await step("system packages (chromium, postgresql)", "bash", ["scripts/install-system-deps.sh"]);
await step("lint (biome)", bin("biome"), ["ci", "."], { countErrors: biomeErrors });
await step("layers (scripts/check-layers.ts)", process.execPath, ["--import", "tsx", "scripts/check-layers.ts"], {
  countErrors: layerErrors,
});
await step("types (tsc)", "npm", ["run", "--silent", "typecheck"], { countErrors: typeErrors });
await vitest("unit + integration on PGlite", []);

let cluster = null;
let pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  try {
    cluster = await startPgCluster();
    pgUrl = cluster?.url;
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error.message}\n${error.stderr ?? ""}`);
  }
}
// Every test file that can reach PostgreSQL, found by its imports at run time (scripts/database-suites.ts), so a new
// database suite cannot be left out; the suites that never open a database would only repeat the PGlite pass.
const listed = spawnSync(process.execPath, ["--import", "tsx", "scripts/database-suites.ts"], { encoding: "utf8" });
const databaseSuites = listed.status === 0 ? listed.stdout.split("\n").filter(Boolean) : [];
if (!databaseSuites.length) {
  console.error(`Could not list the database suites: ${listed.stderr ?? ""}`);
  results.push({ name: "database suites on PostgreSQL: none found", ok: false, seconds: "0" });
  counts.failed += 1;
} else if (pgUrl) {
  await vitest(`database suites on PostgreSQL (${databaseSuites.length} files)`, databaseSuites, {
    TEST_DATABASE_URL: pgUrl,
  });
} else {
  results.push({ name: "database suites on PostgreSQL: no PostgreSQL server available", ok: false, seconds: "0" });
  counts.failed += 1;
}
cluster?.stop();

// A second run of failed end-to-end files serves the build the first run made.
await vitest(
  "end-to-end in chromium (playwright-core)",
  [],
  { E2E_REBUILD: "1" },
  { configArgs: ["--config", "vitest.e2e.config.ts"], rerunEnv: { E2E_REBUILD: "0" } },
);

console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds} s)`);
if (flaky.length) {
  console.log("\nFlaky (failed, then passed when their files ran again)");
  for (const line of flaky.slice(0, 20)) console.log(`  ~ ${line.slice(0, 600)}`);
}
if (failures.length) {
  console.log("\nFailed");
  for (const line of failures.slice(0, 20)) console.log(`  ✗ ${line.slice(0, 600)}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}
console.log(`\n${summaryLine(counts)}`);
process.exit(results.some((r) => !r.ok) || counts.failed ? 1 : 0);
