// Every real adapter fetches through the outbound guard: pointed (by a misconfiguration or a hostile
// environment) at a cloud metadata address or a private host, it refuses without connecting, and does not retry.
// IP literals only, so no name is resolved and nothing leaves the machine.
import { describe, expect, it } from "vitest";
import { UpstreamError } from "./errors";
import { createInstagramAdapter } from "./instagram/adapter";
import { createThreadsAdapter } from "./threads/adapter";
import { createTikTokAdapter } from "./tiktok/adapter";
import type { PlatformAdapter } from "./types";
import { createYouTubeAdapter } from "./youtube/adapter";

const noWait = { sleep: async () => {} };

const adapters: Record<string, (baseUrl: string) => PlatformAdapter> = {
  youtube: (baseUrl) =>
    createYouTubeAdapter({ apiKey: "key", baseUrl, webBaseUrl: "https://www.youtube.com", timeoutMs: 2_000 }, noWait),
  tiktok: (baseUrl) => createTikTokAdapter({ baseUrl, timeoutMs: 2_000 }, noWait),
  instagram: (baseUrl) =>
    createInstagramAdapter(
      { accessToken: "t", businessId: "1784", baseUrl, version: "v25.0", timeoutMs: 2_000 },
      noWait,
    ),
  threads: (baseUrl) => createThreadsAdapter({ accessToken: "t", baseUrl, timeoutMs: 2_000 }, noWait),
};

describe.each(Object.entries(adapters))("the %s adapter", (platform, create) => {
  it.each(["https://169.254.169.254", "https://[fd00:ec2::254]", "https://10.0.0.8", "http://192.168.1.20:8080"])(
    "refuses a base URL of %s",
    async (baseUrl) => {
      const adapter = create(baseUrl);
      const error = await adapter.fetchAccount({ platform: adapter.platform, handle: "someone" }).catch((e) => e);
      expect(error, platform).toBeInstanceOf(UpstreamError);
      expect((error as Error).message).toMatch(/refused/);
    },
  );
});
