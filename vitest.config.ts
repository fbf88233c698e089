import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "@messages": path.resolve(import.meta.dirname, "messages"),
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/test-env.ts"],
    pool: "forks",
    // vitest's default in a run is one worker fewer than the cores: one worker on CI's 2-core machine, where the
    // files spend much of their time waiting on PGlite, PostgreSQL or timers. Two workers there took the PGlite
    // pass from 438 s to 321 s and the PostgreSQL pass from 304 s to 205 s (README "Scripts").
    maxWorkers: Math.max(2, os.availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
