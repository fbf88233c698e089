import path from "node:path";
import { defineConfig } from "vitest/config";

// End-to-end: a production build served by `next start` on loopback, driven by Debian's chromium.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/server.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
