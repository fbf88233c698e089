// The OpenAI-compatible provider against a loopback chat-completions server: streamed deltas per variant, the
// prompt it sends, parsing and the rules applied afterwards, an error status and a timeout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidUsername } from "@/domain/tools";
import { hashtagsIn } from "../composer/hashtags";
import { runGeneration } from "../generate";
import { ToolProviderError, type ToolRequest } from "../types";
import { parseVariants, partialVariants } from "./parse";
import { createOpenAICompatibleProvider } from "./provider";
import { type FakeChatServer, startFakeChatServer } from "./test/fake-chat-server";

let fake: FakeChatServer;
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(async () => fake.close());

const caption: ToolRequest = {
  tool: "caption",
  platform: "tiktok",
  description: "Sourdough bread for beginners",
  options: { length: "short", tone: "funny", hashtags: 5 },
  locale: "de",
};

function provider() {
  return createOpenAICompatibleProvider({ baseUrl: fake.url, apiKey: "test-key", model: "fake-model" });
}

describe("OpenAI-compatible provider", () => {
  it("streams each numbered variant as it is written and sends a prompt with the options", async () => {
    fake.behave({
      kind: "stream",
      chunks: ["1. Brot", " backen ist", " Liebe 🍞 #brot\n", "2", ". Sauerteig", " für alle\n2b\n3. Knusprig", "!"],
    });
    const deltas: Array<{ index: number; text: string }> = [];
    const results = await provider().generate(caption, (d) => {
      deltas.push(d);
    });
    expect(results).toEqual(["Brot backen ist Liebe 🍞 #brot", "Sauerteig für alle\n2b", "Knusprig!"]);
    const byIndex = (i: number) =>
      deltas
        .filter((d) => d.index === i)
        .map((d) => d.text)
        .join("");
    expect(byIndex(0)).toBe("Brot backen ist Liebe 🍞 #brot");
    expect(byIndex(1)).toBe("Sauerteig für alle\n2b");
    expect(byIndex(2)).toBe("Knusprig!");
    expect(deltas.filter((d) => d.index === 0).length).toBeGreaterThan(1);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body.model).toBe("fake-model");
    expect(request?.body.stream).toBe(true);
    const prompt = JSON.stringify(request?.body.messages);
    expect(prompt).toContain("German");
    expect(prompt).toContain("at most 4000 characters");
    expect(prompt).toContain("exactly 5 relevant hashtags");
    expect(prompt).toContain("funny");
  });

  it("holds its answer to the rules: exact hashtags, limits, count, valid usernames", async () => {
    fake.behave({ kind: "stream", chunks: ["1. Ein Witz #a #b\n2. Ein Witz #a #b\n"] });
    const results = await runGeneration(provider(), caption, undefined, 5000);
    expect(results).toHaveLength(3);
    for (const r of results) expect(hashtagsIn(r)).toHaveLength(5);
    expect(new Set(results).size).toBe(3);

    fake.behave({ kind: "stream", chunks: ['["@Bread Lover!!", "sourdough..king", "x"]'] });
    const names = await runGeneration(
      provider(),
      { ...caption, tool: "username", platform: "instagram", options: { ...caption.options, hashtags: 0 } },
      undefined,
      5000,
    );
    expect(names).toHaveLength(10);
    expect(names).toContain("bread_lover");
    expect(names).toContain("sourdough.king");
    for (const n of names) expect(isValidUsername("instagram", n)).toBe(true);
  });

  it("applies the composer's post-checks to a model's answer (issue 20)", async () => {
    fake.behave({
      kind: "stream",
      chunks: [
        "1. Sauerteig Sauerteig für alle #love #SourdoughBread #sourdoughbread #fyp\n",
        "2. Schon gezeigt, schon gesehen #brot\n3. Knusprig und frisch #instagood #Sourdough\n",
      ],
    });
    const shown = "Schon gezeigt, schon gesehen #alt";
    const results = await runGeneration(provider(), { ...caption, avoid: [shown] }, undefined, 5000);
    expect(results).toHaveLength(3);
    expect(results[0]).toMatch(/^Sauerteig für alle/);
    expect(results.join("\n")).not.toMatch(/Sauerteig Sauerteig/);
    expect(results.some((r) => r.startsWith("Schon gezeigt"))).toBe(false);
    expect(results[1]).toMatch(/^Knusprig und frisch/);
    for (const r of results) {
      const tags = hashtagsIn(r);
      expect(tags.map((t) => t.toLowerCase())).not.toContain("#love");
      expect(tags.map((t) => t.toLowerCase())).not.toContain("#instagood");
      // TikTok tags in lowercase, each once.
      for (const t of tags) expect(t).toBe(t.toLowerCase());
      expect(new Set(tags).size).toBe(tags.length);
      expect(tags.length).toBeLessThanOrEqual(5);
    }
    const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
    // The description is English on a German page: German text that keeps the English key terms.
    expect(prompt).toContain(
      'The description is in English: write in German and keep its key terms as written: \\"sourdough bread\\"',
    );
    expect(prompt).toContain("Schon gezeigt");
  });

  it("turns an error status into a readable failure", async () => {
    fake.behave({ kind: "status", status: 500 });
    const error = await runGeneration(provider(), caption, undefined, 5000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolProviderError);
    expect((error as ToolProviderError).kind).toBe("failed");
    expect((error as ToolProviderError).message).toContain("500");
  });

  it("goes through the outbound guard: a private or metadata address is refused before any connection", async () => {
    const before = fake.requests.length;
    for (const baseUrl of ["http://10.0.0.1:8000/v1", "https://169.254.169.254/v1", "http://example.com/v1"]) {
      const guarded = createOpenAICompatibleProvider({ baseUrl, apiKey: "k", model: "m" });
      const error = await runGeneration(guarded, caption, undefined, 5000).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolProviderError);
      expect((error as ToolProviderError).kind).toBe("failed");
      expect((error as ToolProviderError).message).toMatch(
        /^ai-server: (only https URLs|169\.254\.169\.254 is not a public address)/,
      );
    }
    // The loopback server configured as the base URL still answers (the tests above), and nothing reached it here.
    expect(fake.requests.length).toBe(before);
  });

  it("gives up after the timeout instead of hanging", async () => {
    fake.behave({ kind: "hang" });
    const started = Date.now();
    const error = await runGeneration(provider(), caption, undefined, 300).catch((e: unknown) => e);
    expect((error as ToolProviderError).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("parseVariants", () => {
  it("reads numbered lists, bold numbers, JSON and blank-line blocks", () => {
    expect(parseVariants("Here you go:\n1. One\n2) Two\n**3.** Three")).toEqual(["One", "Two", "Three"]);
    expect(parseVariants('```json\n{"results": ["A", "B"]}\n```')).toEqual(["A", "B"]);
    expect(parseVariants("First one\nstill first\n\nSecond")).toEqual(["First one\nstill first", "Second"]);
    expect(parseVariants('1. "Quoted"')).toEqual(["Quoted"]);
  });

  it("holds back a trailing line that may become a number marker", () => {
    expect(partialVariants("1. One\n2")).toEqual(["One"]);
    expect(partialVariants("1. One\n2. Tw")).toEqual(["One", "Tw"]);
  });
});
