// What a person pasted, resolved to something an adapter can fetch. Pure parsing first (src/domain/parse-input);
// links that name nothing by themselves (TikTok short links, Instagram and Threads share links) are followed to
// the URL they redirect to, which is parsed again. The link is rebuilt from its share code first (share-url.ts)
// and every hop goes through the outbound guard, limited to the platform's own share hosts.
import "server-only";
import { type ParsedInput, type ParseInputOptions, parseInput, parseInputSafe } from "@/domain/parse-input";
import { getEnv } from "../env";
import { NotConfiguredError } from "./errors";
import { followShortLink } from "./follow-short-link";
import { type HttpDeps, HttpSource } from "./http-source";
import { rebuildShareUrl, SHARE_LINK_HOSTS } from "./share-url";
import { resolveTikTokShortLink } from "./tiktok/short-link";

const LABELS = { instagram: "Instagram", threads: "Threads" } as const;

/** A URL that parses to an account or video on its own (no further redirect needed). */
function landsOn(platform: ParsedInput["platform"]) {
  return (url: URL): string | null => {
    const parsed = parseInputSafe(url.href, { platform });
    return parsed.ok && !parsed.value.shortUrl ? url.href : null;
  };
}

/** `deps` replaces the HTTP layer in tests (the share hosts are the platforms' own, never loopback). */
export async function resolveInput(
  text: string,
  options: ParseInputOptions = {},
  deps: Partial<HttpDeps> = {},
): Promise<ParsedInput> {
  const parsed = parseInput(text, options);
  // YouTube legacy channel URLs carry a handle to try first; the adapter resolves it.
  if (!parsed.shortUrl || parsed.platform === "youtube") return parsed;
  const env = getEnv();
  const timeoutMs = env.platforms.timeoutMs;
  if (parsed.platform === "tiktok") {
    if (!env.platforms.tiktok.enabled) {
      throw new NotConfiguredError(
        "registry",
        "Short TikTok links need the live TikTok source: paste the full video link",
      );
    }
    const shareUrl = rebuildShareUrl("tiktok", parsed.shortUrl);
    return parseInput(await resolveTikTokShortLink(shareUrl, { timeoutMs }, deps), options);
  }
  const platform = parsed.platform;
  const shareUrl = rebuildShareUrl(platform, parsed.shortUrl);
  const source = new HttpSource(
    { name: `${platform}-share-links`, timeoutMs, retries: 1, outbound: { hosts: SHARE_LINK_HOSTS[platform] } },
    deps,
  );
  const final = await followShortLink(shareUrl, source, { land: landsOn(platform), label: LABELS[platform] });
  return parseInput(final, options);
}
