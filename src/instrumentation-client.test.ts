import { describe, expect, it } from "vitest";

describe("instrumentation-client", () => {
  it("turns on zod's jitless mode without importing zod (the flag zod itself reads)", async () => {
    await import("./instrumentation-client");
    const { globalConfig } = await import("zod/v4/core");
    expect(globalConfig.jitless).toBe(true);
    // The object zod reads is the one the hook set on globalThis.
    expect((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig).toBe(globalConfig);
  });

  it("has no import of zod, which would put zod in every page's main bundle", async () => {
    const fs = await import("node:fs");
    const source = fs.readFileSync(new URL("./instrumentation-client.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/from\s+"zod/);
  });
});
