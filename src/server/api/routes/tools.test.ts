// POST /v1/tools/generate: the envelope, the stream, validation, daily caps for visitors and members (UTC days
// through the test clock), and provider failures as readable envelopes and stream events.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { setupTestDb } from "../../db/test/test-db";
import { type FakeChatServer, startFakeChatServer } from "../../tools/openai/test/fake-chat-server";
import { setToolProvider } from "../../tools/provider";
import type { ToolProvider } from "../../tools/types";
import { createTestApi, fromIp } from "../test/api-client";
import { markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

interface Generated {
  results: string[];
  provider: string;
  remaining: number | null;
  keywords?: string[];
  descriptionLanguage?: string | null;
}

const body = {
  tool: "caption",
  platform: "instagram",
  description: "Weekend hikes with my dog in the Alps",
  options: { length: "long", tone: "happy", hashtags: 10 },
  locale: "en",
};

beforeAll(async () => {
  env = await setupTestDb();
  process.env.TOOLS_VISITOR_DAILY_LIMIT = "3";
  process.env.TOOLS_MEMBER_DAILY_LIMIT = "5";
});
afterEach(() => {
  setClock(null);
  setToolProvider(null);
});
afterAll(async () => {
  delete process.env.TOOLS_VISITOR_DAILY_LIMIT;
  delete process.env.TOOLS_MEMBER_DAILY_LIMIT;
  await env.teardown();
});

async function streamCall(payload: unknown, ip: string) {
  const response = await api.app.request("http://localhost:3999/v1/tools/generate", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3999", ...fromIp(ip) },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("text/event-stream")) {
    return { response, events: [], json: JSON.parse(text) as { code: number; message: string } };
  }
  const events = text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
  return { response, events, json: null };
}

describe("POST /v1/tools/generate", () => {
  it("answers the variants with the composer, within the limit and with exact hashtags", async () => {
    const res = await api.call<Generated>("POST", "/v1/tools/generate", {
      body,
      headers: fromIp(nextIp()),
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.message).toBe("success");
    expect(res.body.data.provider).toBe("composer");
    expect(res.body.data.remaining).toBe(2);
    expect(res.body.data.results).toHaveLength(3);
    for (const r of res.body.data.results) {
      expect(r.length).toBeLessThanOrEqual(2200);
      expect(r.match(/#[\p{L}\p{N}_]+/gu)).toHaveLength(10);
    }
  });

  it("answers other variants than the ones the page sent back, and names the words it took (issue 20)", async () => {
    const first = await api.call<Generated>("POST", "/v1/tools/generate", { body, headers: fromIp(nextIp()) });
    expect(first.body.data.keywords?.length).toBeGreaterThan(0);
    for (const word of first.body.data.keywords ?? [])
      expect(body.description.toLowerCase()).toContain(word.toLowerCase());
    expect(first.body.data.descriptionLanguage).toBe("en");
    const lines = (texts: string[]) => texts.map((t) => t.split("\n")[0]);
    const again = await api.call<Generated>("POST", "/v1/tools/generate/", {
      body: { ...body, avoid: first.body.data.results },
      headers: fromIp(nextIp()),
    });
    expect(again.status).toBe(200);
    for (const line of lines(again.body.data.results)) expect(lines(first.body.data.results)).not.toContain(line);

    // An English description on the German page: German text, the English key terms kept and said so.
    const german = await api.call<Generated>("POST", "/v1/tools/generate", {
      body: { ...body, locale: "de" },
      headers: fromIp(nextIp()),
    });
    expect(german.body.data.descriptionLanguage).toBe("en");
    expect(german.body.data.results.join(" ")).toMatch(/weekend hikes|Alps|dog/i);

    const tooMany = await api.call("POST", "/v1/tools/generate", {
      body: { ...body, avoid: Array.from({ length: 31 }, (_, i) => `shown ${i}`) },
      headers: fromIp(nextIp()),
    });
    expect(tooMany.status).toBe(400);
  });

  it("serves every tool, the emoji translator without a platform, and zh-TW as tw", async () => {
    const ip = nextIp();
    const username = await api.call<Generated>("POST", "/v1/tools/generate", {
      body: { tool: "username", platform: "tiktok", description: "Cat videos and cozy gaming", locale: "en" },
      headers: fromIp(ip),
    });
    expect(username.body.data.results).toHaveLength(10);
    const emoji = await api.call<Generated>("POST", "/v1/tools/generate", {
      body: { tool: "emoji", description: "I love pizza", locale: "en" },
      headers: fromIp(ip),
    });
    expect(emoji.body.data.results).toHaveLength(3);
    expect(emoji.body.data.results[0]).toContain("🍕");
    const idea = await api.call<Generated>("POST", "/v1/tools/generate", {
      body: { tool: "idea", platform: "youtube-shorts", description: "我喜歡台北的美食和咖啡廳", locale: "tw" },
      headers: fromIp(nextIp()),
    });
    expect(idea.body.data.results).toHaveLength(5);
    expect(idea.body.data.results.join("")).toMatch(/開場/);
  });

  it("streams deltas in order, then done with the final results", async () => {
    const { response, events } = await streamCall({ ...body, stream: true }, nextIp());
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const deltas = events.filter((e) => e.event === "delta");
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    const results = (done?.data.results ?? []) as string[];
    expect(results).toHaveLength(3);
    expect(done?.data.provider).toBe("composer");
    expect(done?.data.remaining).toBe(2);
    expect(deltas.length).toBeGreaterThan(3);
    results.forEach((result, index) => {
      const text = deltas
        .filter((d) => d.data.index === index)
        .map((d) => d.data.text)
        .join("");
      expect(text).toBe(result);
    });
  });

  it("rejects invalid requests with per-field messages, without counting them", async () => {
    const ip = nextIp();
    const bad = await api.call<{ errors: Record<string, string> }>("POST", "/v1/tools/generate", {
      body: { tool: "poem", description: "x", options: { hashtags: 7, tone: "grumpy" }, locale: "xx" },
      headers: fromIp(ip),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.Validation);
    const fields = Object.keys(bad.body.data.errors);
    expect(fields).toEqual(
      expect.arrayContaining(["tool", "description", "options.hashtags", "options.tone", "locale"]),
    );
    const noPlatform = await api.call<{ errors: Record<string, string> }>("POST", "/v1/tools/generate", {
      body: { ...body, platform: undefined },
      headers: fromIp(ip),
    });
    expect(noPlatform.body.data.errors.platform).toBe("Choose one of the platforms");
    const tooLong = await api.call<{ errors: Record<string, string> }>("POST", "/v1/tools/generate", {
      body: { ...body, description: "a".repeat(501) },
      headers: fromIp(ip),
    });
    expect(tooLong.body.data.errors.description).toContain("500");
    const ok = await api.call<Generated>("POST", "/v1/tools/generate", { body, headers: fromIp(ip) });
    expect(ok.body.data.remaining).toBe(2);
  });

  it("caps visitors per IP per UTC day and tells them signing in gives more", async () => {
    setClock(() => new Date("2026-11-22T23:59:00Z"));
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      const res = await api.call<Generated>("POST", "/v1/tools/generate", { body, headers: fromIp(ip) });
      expect(res.body.data.remaining).toBe(2 - i);
    }
    const capped = await api.call("POST", "/v1/tools/generate", { body, headers: fromIp(ip) });
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe(ErrorCode.ToolsDailyLimit);
    expect(capped.body.message).toContain("3 times a day");
    expect(capped.body.message).toContain("sign in");
    // The clock says 23:59:00 UTC: the cap resets in 60 seconds, and the client is told so.
    expect(capped.headers.get("retry-after")).toBe("60");
    const streamed = await streamCall({ ...body, stream: true }, ip);
    expect(streamed.response.status).toBe(429);
    expect(streamed.response.headers.get("retry-after")).toBe("60");
    expect(streamed.json?.code).toBe(ErrorCode.ToolsDailyLimit);
    // Another visitor is not affected; the next UTC day starts afresh.
    const other = await api.call("POST", "/v1/tools/generate", { body, headers: fromIp(nextIp()) });
    expect(other.status).toBe(200);
    setClock(() => new Date("2026-11-23T00:01:00Z"));
    const tomorrow = await api.call<Generated>("POST", "/v1/tools/generate", {
      body,
      headers: fromIp(ip),
    });
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.data.remaining).toBe(2);
  });

  it("gives signed-in members their own, higher cap across IPs", async () => {
    setClock(() => new Date("2026-11-24T10:00:00Z"));
    const user = await registerUser(api, env.handle.db);
    await markEmailVerified(env.handle.db, user.id);
    for (let i = 0; i < 5; i++) {
      const res = await api.call<Generated>("POST", "/v1/tools/generate", {
        body,
        token: user.token,
        headers: fromIp(nextIp()),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.remaining).toBe(4 - i);
    }
    const capped = await api.call("POST", "/v1/tools/generate", {
      body,
      token: user.token,
      headers: fromIp(nextIp()),
    });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toContain("try again tomorrow");
    expect(capped.body.message).not.toContain("sign in");
  });

  it("gives unverified accounts the visitor cap of their client IP, shared by every account registered there", async () => {
    setClock(() => new Date("2026-11-24T10:00:00Z"));
    const first = await registerUser(api, env.handle.db);
    const second = await registerUser(api, env.handle.db);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      const res = await api.call<Generated>("POST", "/v1/tools/generate", {
        body,
        token: first.token,
        headers: fromIp(ip),
      });
      expect(res.body.data.remaining).toBe(2 - i);
    }
    const capped = await api.call("POST", "/v1/tools/generate", { body, token: first.token, headers: fromIp(ip) });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toContain("verify your email address to get 5 a day");
    // A second fresh account from the same address is no way around the cap.
    const sibling = await api.call("POST", "/v1/tools/generate", { body, token: second.token, headers: fromIp(ip) });
    expect(sibling.status).toBe(429);
    // Once verified, the account has the member allowance of its own, wherever it calls from.
    await markEmailVerified(env.handle.db, first.id);
    const verified = await api.call<Generated>("POST", "/v1/tools/generate", {
      body,
      token: first.token,
      headers: fromIp(ip),
    });
    expect(verified.body.data.remaining).toBe(4);
  });

  it("keeps a client that sends a fresh X-Forwarded-For on every request at the visitor cap", async () => {
    setClock(() => new Date("2026-11-24T10:00:00Z"));
    const ip = nextIp();
    const spoofed = (n: number) => ({ ...fromIp(ip), "x-forwarded-for": `10.0.${n}.${n}, 172.16.${n}.1` });
    for (let i = 0; i < 3; i++) {
      const res = await api.call("POST", "/v1/tools/generate", { body, headers: spoofed(i) });
      expect(res.status).toBe(200);
    }
    const capped = await api.call("POST", "/v1/tools/generate", { body, headers: spoofed(99) });
    expect(capped.status).toBe(429);
  });

  it("turns provider failures and timeouts into readable envelopes and events, and gives the use back", async () => {
    const failing: ToolProvider = {
      name: "openai-compatible",
      generate: async () => {
        throw new Error("connection refused");
      },
    };
    setToolProvider(failing);
    const ip = nextIp();
    const failed = await api.call("POST", "/v1/tools/generate", { body, headers: fromIp(ip) });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe(ErrorCode.ToolsProviderFailed);
    expect(failed.body.message).toMatch(/try again/);
    const streamed = await streamCall({ ...body, stream: true }, ip);
    expect(streamed.events.at(-1)?.event).toBe("error");
    expect(streamed.events.at(-1)?.data.code).toBe(ErrorCode.ToolsProviderFailed);

    process.env.AI_TIMEOUT_MS = "200";
    setToolProvider({ name: "openai-compatible", generate: () => new Promise(() => undefined) });
    const slow = await api.call("POST", "/v1/tools/generate", { body, headers: fromIp(ip) });
    delete process.env.AI_TIMEOUT_MS;
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe(ErrorCode.ToolsProviderTimeout);

    setToolProvider(null);
    const after = await api.call<Generated>("POST", "/v1/tools/generate", { body, headers: fromIp(ip) });
    expect(after.body.data.remaining).toBe(2);
  });

  it("uses the OpenAI-compatible server when AI_BASE_URL is set, streaming its text", async () => {
    const fake: FakeChatServer = await startFakeChatServer();
    process.env.AI_BASE_URL = fake.url;
    process.env.AI_MODEL = "fake-model";
    try {
      fake.behave({
        kind: "stream",
        chunks: ["1. Alpine ", "sunrise with ", "my dog 🐕\n2. Trail ", "days are ", "the best days\n3. Summit snacks"],
      });
      const { events } = await streamCall({ ...body, stream: true }, nextIp());
      const done = events.at(-1);
      expect(done?.event).toBe("done");
      expect(done?.data.provider).toBe("openai-compatible");
      const first = events
        .filter((e) => e.event === "delta" && e.data.index === 0)
        .map((e) => e.data.text)
        .join("");
      expect(first).toBe("Alpine sunrise with my dog 🐕");
      const results = done?.data.results as string[];
      expect(results[0]).toMatch(/^Alpine sunrise with my dog 🐕/);
      // The answer carried no hashtags; the rules add exactly the 10 asked for.
      for (const r of results) expect(r.match(/#[\p{L}\p{N}_]+/gu)).toHaveLength(10);
      expect(JSON.stringify(fake.requests.at(-1)?.body.messages)).toContain("exactly 10 relevant hashtags");

      fake.behave({ kind: "status", status: 503 });
      const failed = await api.call("POST", "/v1/tools/generate", { body, headers: fromIp(nextIp()) });
      expect(failed.status).toBe(502);
      expect(failed.body.code).toBe(ErrorCode.ToolsProviderFailed);
    } finally {
      delete process.env.AI_BASE_URL;
      delete process.env.AI_MODEL;
      await fake.close();
    }
  });

  it("is described in the OpenAPI document", async () => {
    const res = await api.app.request("http://localhost:3999/v1/openapi.json");
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths["/v1/tools/generate"]?.post).toBeDefined();
  });
});
