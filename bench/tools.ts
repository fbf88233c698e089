// `npm run bench -- tools`: the free AI tools. The composer's generations per second and p95 latency per tool
// (pure, in-process), then the time to the first streamed text through the real API app (in-process, embedded
// database, daily cap counted) with the composer and with the OpenAI-compatible provider against a loopback fake
// chat-completions server that sends its answer in 12-character chunks 5 ms apart.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TOOL_KINDS, TOOL_PLATFORMS, TOOL_TONES, type ToolKind } from "../src/domain/tools";
import { LOCALES } from "../src/i18n/locales";
import { compose } from "../src/server/tools/composer";
import type { ToolRequest } from "../src/server/tools/types";

const COMPOSE_ROUNDS = 400;
const STREAM_ROUNDS = 30;
const DESCRIPTION = "Weekend hikes with my dog, vegan camping recipes and mountain photography";

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (v: number) => `${v.toFixed(2)} ms`;

function benchComposer(tool: ToolKind): string {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < COMPOSE_ROUNDS; i++) {
    const request: ToolRequest = {
      tool,
      platform: TOOL_PLATFORMS[i % TOOL_PLATFORMS.length] ?? "instagram",
      description: DESCRIPTION,
      locale: LOCALES[i % LOCALES.length] ?? "en",
      options: { length: i % 2 ? "long" : "short", tone: TOOL_TONES[i % TOOL_TONES.length] ?? "none", hashtags: 30 },
    };
    const t = performance.now();
    compose(request);
    times.push(performance.now() - t);
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return `${Math.round(COMPOSE_ROUNDS / total).toLocaleString("en")} generations/s, p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))} (n=${COMPOSE_ROUNDS}, all 12 locales)`;
}

async function firstDelta(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  i: number,
) {
  const started = performance.now();
  const response = await app.request("http://localhost/v1/tools/generate", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i % 250}` },
    body: JSON.stringify({
      tool: "caption",
      platform: "instagram",
      description: DESCRIPTION,
      options: { length: "long", tone: "happy", hashtags: 10 },
      locale: "en",
      stream: true,
    }),
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!first && text.includes("event: delta")) first = performance.now() - started;
  }
  if (!text.includes("event: done")) throw new Error(`stream did not finish: ${text.slice(0, 300)}`);
  return { first, total: performance.now() - started };
}

async function benchStream(label: string, app: Parameters<typeof firstDelta>[0]): Promise<string> {
  await firstDelta(app, 0);
  const firsts: number[] = [];
  const totals: number[] = [];
  for (let i = 1; i <= STREAM_ROUNDS; i++) {
    const { first, total } = await firstDelta(app, i);
    firsts.push(first);
    totals.push(total);
  }
  firsts.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  return `${label}: first text p50 ${ms(pct(firsts, 0.5))}, p95 ${ms(pct(firsts, 0.95))}; whole answer p50 ${ms(pct(totals, 0.5))} (n=${STREAM_ROUNDS})`;
}

export async function benchTools(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  // Warm-up: module loading and the emojilib index are not part of a generation.
  for (const tool of TOOL_KINDS) benchComposer(tool);
  for (const tool of TOOL_KINDS) out[`composer ${tool}`] = benchComposer(tool);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-bench-tools-"));
  Object.assign(process.env, {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    TOOLS_VISITOR_DAILY_LIMIT: "100000",
  });
  const { createApiApp } = await import("../src/server/api/app");
  const { closeDb, getDbHandle } = await import("../src/server/db/client");
  const { ensureMigrated } = await import("../src/server/db/migrate");
  const { startFakeChatServer } = await import("../src/server/tools/openai/test/fake-chat-server");
  const fake = await startFakeChatServer();
  try {
    await ensureMigrated(await getDbHandle());
    const app = createApiApp();
    out["API stream, composer"] = await benchStream("composer", app);
    const answer = [
      "1. Sunrise, trail mix and a very happy dog 🐕 #hiking\n",
      "2. Vegan camp breakfast with a view ⛰️ #vegancamping\n",
      "3. Every summit tastes better shared 📸 #mountainphotography",
    ];
    fake.behave({ kind: "stream", chunks: answer.flatMap((line) => line.match(/.{1,12}/gs) ?? []), delayMs: 5 });
    process.env.AI_BASE_URL = fake.url;
    process.env.AI_MODEL = "fake";
    out["API stream, OpenAI-compatible (loopback fake)"] = await benchStream("openai-compatible", app);
  } finally {
    delete process.env.AI_BASE_URL;
    await fake.close();
    await closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}
