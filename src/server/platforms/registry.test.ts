import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "../env";
import { NotConfiguredError } from "./errors";
import { createAdapter, describeSources, getAdapter } from "./registry";

const VARS = [
  "YOUTUBE_API_KEY",
  "TIKTOK_WEB_ENABLED",
  "INSTAGRAM_ACCESS_TOKEN",
  "INSTAGRAM_BUSINESS_ID",
  "THREADS_ACCESS_TOKEN",
  "DEMO_MODE",
];
afterEach(() => {
  for (const name of VARS) delete process.env[name];
});

describe("platform registry", () => {
  it("uses the demo platform for every unconfigured platform while demo mode is on (the default)", async () => {
    expect(describeSources()).toEqual({ youtube: "demo", tiktok: "demo", instagram: "demo", threads: "demo" });
    const account = await createAdapter("tiktok").fetchAccount({ platform: "tiktok", handle: "some_creator" });
    expect(account.isDemo).toBe(true);
  });

  it("picks each configured real source", () => {
    process.env.YOUTUBE_API_KEY = "key";
    process.env.TIKTOK_WEB_ENABLED = "true";
    process.env.INSTAGRAM_ACCESS_TOKEN = "token";
    process.env.INSTAGRAM_BUSINESS_ID = "1784";
    process.env.THREADS_ACCESS_TOKEN = "token";
    expect(describeSources()).toEqual({
      youtube: "youtube-data-api",
      tiktok: "tiktok-web",
      instagram: "instagram-graph",
      threads: "threads-api",
    });
    expect(createAdapter("instagram").source).toBe("instagram-graph");
  });

  it("needs both Instagram variables", () => {
    process.env.INSTAGRAM_ACCESS_TOKEN = "token";
    expect(describeSources().instagram).toBe("demo");
  });

  it("answers NotConfigured, naming the variable, when demo mode is off", async () => {
    process.env.DEMO_MODE = "false";
    expect(describeSources().youtube).toBe("not-configured");
    const error = await createAdapter("youtube")
      .fetchAccount({ platform: "youtube", handle: "x" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect(error.message).toContain("YOUTUBE_API_KEY");
  });

  it("keeps one adapter per platform and configuration, so HTTP state is shared", () => {
    expect(getAdapter("threads")).toBe(getAdapter("threads"));
    process.env.THREADS_ACCESS_TOKEN = "token";
    expect(getEnv().platforms.threads.accessToken).toBe("token");
    const real = getAdapter("threads");
    expect(real.source).toBe("threads-api");
    expect(real).toBe(getAdapter("threads"));
  });
});
