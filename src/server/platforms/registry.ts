// Picks each platform's source: the configured real source, else the demo platform when demo mode is on, else
// an adapter that answers NotConfigured. Adapters are kept per process (and per configuration) so that their
// HTTP state (concurrency, spacing, circuit) is shared by every caller.
import "server-only";
import { PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import { now } from "../clock";
import { type Env, getEnv } from "../env";
import { NotConfiguredError } from "./errors";
import { createInstagramAdapter } from "./instagram/adapter";
import { createDemoAdapter } from "./sandbox/adapter";
import { createThreadsAdapter } from "./threads/adapter";
import { createTikTokAdapter } from "./tiktok/adapter";
import type { PlatformAdapter, SourceName } from "./types";
import { createYouTubeAdapter } from "./youtube/adapter";

const HOW_TO_CONFIGURE: Record<PlatformName, string> = {
  youtube: "set YOUTUBE_API_KEY",
  tiktok: "set TIKTOK_WEB_ENABLED=true",
  instagram: "set INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_BUSINESS_ID",
  threads: "set THREADS_ACCESS_TOKEN",
};

const LABELS: Record<PlatformName, string> = {
  youtube: "YouTube",
  tiktok: "TikTok",
  instagram: "Instagram",
  threads: "Threads",
};

function notConfiguredAdapter(platform: PlatformName): PlatformAdapter {
  const fail = async (): Promise<never> => {
    throw new NotConfiguredError(
      "registry",
      `${LABELS[platform]} is not configured: ${HOW_TO_CONFIGURE[platform]}, or turn on DEMO_MODE for demo data`,
    );
  };
  return { platform, source: "none", fetchAccount: fail, listAccountVideos: fail, fetchVideos: fail };
}

const REAL_SOURCE: Record<PlatformName, SourceName> = {
  youtube: "youtube-data-api",
  tiktok: "tiktok-web",
  instagram: "instagram-graph",
  threads: "threads-api",
};

function isConfigured(platform: PlatformName, env: Env): boolean {
  const { platforms } = env;
  switch (platform) {
    case "youtube":
      return Boolean(platforms.youtube.apiKey);
    case "tiktok":
      return platforms.tiktok.enabled;
    case "instagram":
      return Boolean(platforms.instagram.accessToken && platforms.instagram.businessId);
    case "threads":
      return Boolean(platforms.threads.accessToken);
  }
}

function realAdapter(platform: PlatformName, env: Env): PlatformAdapter {
  const { platforms } = env;
  const timeoutMs = platforms.timeoutMs;
  switch (platform) {
    case "youtube":
      return createYouTubeAdapter({ ...platforms.youtube, timeoutMs });
    case "tiktok":
      return createTikTokAdapter({ baseUrl: platforms.tiktok.baseUrl, timeoutMs });
    case "instagram":
      return createInstagramAdapter({ ...platforms.instagram, timeoutMs });
    case "threads":
      return createThreadsAdapter({ ...platforms.threads, timeoutMs });
  }
}

/** The demo platform; DEMO_LATENCY_MS makes each call take that long, like a real network round trip. */
function demoAdapter(platform: PlatformName, env: Env): PlatformAdapter {
  const adapter = createDemoAdapter(platform, { now });
  const latency = env.demoLatencyMs;
  if (latency <= 0) return adapter;
  const slow =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await new Promise((resolve) => setTimeout(resolve, latency));
      return call(...args);
    };
  return {
    ...adapter,
    fetchAccount: slow(adapter.fetchAccount.bind(adapter)),
    listAccountVideos: slow(adapter.listAccountVideos.bind(adapter)),
    fetchVideos: slow(adapter.fetchVideos.bind(adapter)),
  };
}

export function createAdapter(platform: PlatformName, env: Env = getEnv()): PlatformAdapter {
  if (isConfigured(platform, env)) return realAdapter(platform, env);
  return env.demoMode ? demoAdapter(platform, env) : notConfiguredAdapter(platform);
}

const store = globalThis as unknown as { __feedscopeAdapters?: Map<string, PlatformAdapter> };

export function getAdapter(platform: PlatformName): PlatformAdapter {
  const env = getEnv();
  const key = `${platform}:${env.demoMode}:${JSON.stringify(env.platforms[platform])}:${env.platforms.timeoutMs}`;
  store.__feedscopeAdapters ??= new Map();
  let adapter = store.__feedscopeAdapters.get(key);
  if (!adapter) {
    adapter = createAdapter(platform, env);
    store.__feedscopeAdapters.set(key, adapter);
  }
  return adapter;
}

/**
 * The adapter for an entity already stored: demo rows stay on the demo platform even after a real source is
 * configured (the real platform does not know them), everything else uses the platform's current source.
 */
export function adapterFor(platform: PlatformName, isDemo: boolean): PlatformAdapter {
  if (!isDemo) return getAdapter(platform);
  const key = `${platform}:demo-rows`;
  store.__feedscopeAdapters ??= new Map();
  let adapter = store.__feedscopeAdapters.get(key);
  if (!adapter) {
    adapter = demoAdapter(platform, getEnv());
    store.__feedscopeAdapters.set(key, adapter);
  }
  return adapter;
}

export type SourceState = Exclude<SourceName, "none"> | "not-configured";

/** Which source serves each platform right now (for health and the UI's demo labels). */
export function describeSources(env: Env = getEnv()): Record<PlatformName, SourceState> {
  return Object.fromEntries(
    PLATFORM_NAMES.map((platform) => {
      const state = isConfigured(platform, env) ? REAL_SOURCE[platform] : env.demoMode ? "demo" : "not-configured";
      return [platform, state];
    }),
  ) as Record<PlatformName, SourceState>;
}
