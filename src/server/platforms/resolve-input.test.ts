import { afterEach, describe, expect, it } from "vitest";
import { NotConfiguredError, NotFoundError, UpstreamError } from "./errors";
import { resolveInput } from "./resolve-input";

/** A stand-in for the platforms' share hosts: each URL answers a redirect (or a status) from the table. */
function redirects(table: Record<string, string | number>) {
  const requested: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const next = table[url];
    if (typeof next === "string") return new Response(null, { status: 302, headers: { location: next } });
    return new Response(null, { status: next ?? 404 });
  }) as typeof globalThis.fetch;
  return { deps: { fetch, sleep: async () => {} }, requested };
}

afterEach(() => {
  process.env.TIKTOK_WEB_ENABLED = "";
});

describe("resolveInput", () => {
  it("returns full links as parsed, without any request", async () => {
    const { deps, requested } = redirects({});
    expect(await resolveInput("https://www.instagram.com/reel/Cabc123/", {}, deps)).toMatchObject({
      platform: "instagram",
      kind: "video",
      id: "Cabc123",
    });
    expect(requested).toEqual([]);
  });

  it("follows an Instagram share link to the reel it names", async () => {
    const { deps, requested } = redirects({
      "https://www.instagram.com/share/reel/BAxyz/": "https://www.instagram.com/reel/DEF456/?igsh=tracking",
    });
    const result = await resolveInput("https://www.instagram.com/share/reel/BAxyz/", {}, deps);
    expect(result).toMatchObject({ platform: "instagram", kind: "video", id: "DEF456" });
    expect(result.shortUrl).toBeUndefined();
    expect(requested).toHaveLength(1);
  });

  it("says a dead share link does not exist, and stops an endless chain", async () => {
    const dead = redirects({});
    await expect(resolveInput("https://www.threads.com/share/abc/", {}, dead.deps)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const loop = redirects({
      "https://www.threads.com/share/abc/": "https://www.threads.com/share/abd/",
      "https://www.threads.com/share/abd/": "https://www.threads.com/share/abc/",
    });
    await expect(resolveInput("https://www.threads.com/share/abc/", {}, loop.deps)).rejects.toBeInstanceOf(
      UpstreamError,
    );
    expect(loop.requested.length).toBe(5);
  });

  it("needs the live TikTok source for TikTok short links, and then follows them", async () => {
    const { deps } = redirects({
      "https://vm.tiktok.com/ZMabc123/": "https://www.tiktok.com/@creator/video/7301234567890123456?is_from_webapp=1",
    });
    await expect(resolveInput("https://vm.tiktok.com/ZMabc123/", {}, deps)).rejects.toBeInstanceOf(NotConfiguredError);
    process.env.TIKTOK_WEB_ENABLED = "true";
    expect(await resolveInput("https://vm.tiktok.com/ZMabc123/", {}, deps)).toMatchObject({
      platform: "tiktok",
      kind: "video",
      id: "7301234567890123456",
      handle: "creator",
    });
  });
});
