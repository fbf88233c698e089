// `npm test`: every suite, in order. Lint and types, unit and integration tests on PGlite, the database suites
// again on a real PostgreSQL server, then the end-to-end tests in chromium against a production build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { startPgCluster } from "./pg-test-cluster.mjs";

const results = [];
function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const run = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

const bin = (name) => `node_modules/.bin/${name}`;
const counts = { passed: 0, failed: 0 };
let reportIndex = 0;

/** Runs vitest with a JSON report beside the console output, and adds its test counts to the totals. */
function vitest(name, args, env) {
  fs.mkdirSync(".tmp", { recursive: true });
  const report = `.tmp/vitest-report-${reportIndex++}.json`;
  fs.rmSync(report, { force: true });
  const ok = step(
    name,
    bin("vitest"),
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    env,
  );
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, "utf8"));
    counts.passed += json.numPassedTests;
    counts.failed += json.numFailedTests;
  } else if (!ok) counts.failed += 1;
  return ok;
}

step("system packages (chromium, postgresql)", "bash", ["scripts/install-system-deps.sh"]);
step("lint (biome)", bin("biome"), ["ci", "."]);
step("types (tsc)", "npm", ["run", "--silent", "typecheck"]);
vitest("unit + integration on PGlite", []);

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
if (pgUrl) {
  // Only the suites that touch the database; the platform adapters never do.
  const databaseSuites = [
    "src/server/api",
    "src/server/db",
    "src/server/email",
    "src/server/jobs",
    "src/server/services",
  ];
  vitest("database suites on PostgreSQL", databaseSuites, { TEST_DATABASE_URL: pgUrl });
} else {
  results.push({ name: "database suites on PostgreSQL: no PostgreSQL server available", ok: false, seconds: "0" });
}
cluster?.stop();

vitest("end-to-end in chromium (playwright-core)", ["--config", "vitest.e2e.config.ts"], { E2E_REBUILD: "1" });

console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failed || counts.failed ? 1 : 0);
