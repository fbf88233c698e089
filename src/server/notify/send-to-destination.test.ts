// One delivery attempt per channel against loopback services shaped like the real ones (tests/fixtures/fake-notify):
// the request reaches the service's path, Lark's signature and Feedscope-Signature verify on the receiving side
// (the latter with the README's snippet, extracted and run as written), every failure is classified, and the
// outbound guard refuses private destinations before anything is sent. Nothing leaves 127.0.0.1.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeNotify, startFakeNotify } from "../../../tests/fixtures/fake-notify/server";
import type { AlertDestination } from "./alert-message";
import { sendToDestination } from "./send-to-destination";
import { sampleMessage } from "./test/test-message";

type Verify = (rawBody: string, header: string, secret: string) => boolean;

/** The ```js block of README "Signed webhooks" (under Alerts), written to a file and imported: the test runs the documented code. */
async function readmeVerifier(): Promise<Verify> {
  const readme = fs.readFileSync(path.join(process.cwd(), "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("### Signed webhooks"));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("README has no js block under Signed webhooks");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-readme-")), "verify.mjs");
  fs.writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ file)) as { verifyFeedscopeSignature: Verify };
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return module.verifyFeedscopeSignature;
}

const verify = await readmeVerifier();
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
let fake: FakeNotify;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakeNotify({
    larkSecrets: { signed: "lark-secret" },
    webhookSecret: WEBHOOK_SECRET,
    verifyWebhook: verify,
  });
  process.env.TELEGRAM_API_BASE_URL = fake.baseUrl;
  process.env.DISCORD_API_BASE_URL = fake.baseUrl;
  process.env.SLACK_API_BASE_URL = fake.baseUrl;
  process.env.LARK_API_BASE_URL = fake.baseUrl;
  process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${fake.port}`;
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.setMode("ok");
});
afterEach(() => {
  process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${fake.port}`;
});
afterAll(async () => {
  await fake.close();
  for (const key of [
    "TELEGRAM_API_BASE_URL",
    "DISCORD_API_BASE_URL",
    "SLACK_API_BASE_URL",
    "LARK_API_BASE_URL",
    "OUTBOUND_ALLOW_HOSTS",
  ]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

const telegram = (): AlertDestination => ({ type: "telegram", botToken: "123:ABC", chatId: "-100200" });
const discord = (): AlertDestination => ({ type: "discord", url: `${fake.baseUrl}/api/webhooks/111/tok` });
const slack = (): AlertDestination => ({ type: "slack", url: `${fake.baseUrl}/services/T1/B2/xyz` });
const lark = (secret: string | null, id = "signed"): AlertDestination => ({
  type: "lark",
  url: `${fake.baseUrl}/open-apis/bot/v2/hook/${id}`,
  secret,
});
const webhook = (secret = WEBHOOK_SECRET, url = `${fake.baseUrl}/hooks/feedscope`): AlertDestination => ({
  type: "webhook",
  url,
  secret,
});

describe("delivered", () => {
  it("Telegram: sendMessage under /bot<token>/ with the chat and HTML text", async () => {
    expect(await sendToDestination(telegram(), sampleMessage())).toEqual({ status: "delivered", responseCode: 200 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.path).toBe("/bot123:ABC/sendMessage");
    expect(fake.calls[0]?.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(fake.calls[0]?.body ?? "{}");
    expect(body).toMatchObject({ chat_id: "-100200", parse_mode: "HTML" });
    expect(body.text).toContain("<b>Alert: Launch &lt;views&gt; &amp; co</b>");
  });

  it("Discord: the webhook's own path, embeds in the body", async () => {
    expect(await sendToDestination(discord(), sampleMessage())).toEqual({ status: "delivered", responseCode: 204 });
    expect(fake.calls[0]?.path).toBe("/api/webhooks/111/tok");
    expect(JSON.parse(fake.calls[0]?.body ?? "{}").embeds).toHaveLength(2);
  });

  it("Slack: /services/… answered ok", async () => {
    expect(await sendToDestination(slack(), sampleMessage())).toEqual({ status: "delivered", responseCode: 200 });
    expect(fake.calls[0]?.path).toBe("/services/T1/B2/xyz");
    expect(JSON.parse(fake.calls[0]?.body ?? "{}").blocks[0].type).toBe("header");
  });

  it("Lark: the fake checks the signature as Lark does and accepts it", async () => {
    expect(await sendToDestination(lark("lark-secret"), sampleMessage())).toEqual({
      status: "delivered",
      responseCode: 200,
    });
    expect(fake.calls[0]?.path).toBe("/open-apis/bot/v2/hook/signed");
    expect(JSON.parse(fake.calls[0]?.body ?? "{}")).toMatchObject({ msg_type: "interactive" });
  });

  it("webhook: the README's verifier accepts the signature; the event id is a header", async () => {
    expect(await sendToDestination(webhook(), sampleMessage())).toEqual({ status: "delivered", responseCode: 200 });
    const call = fake.calls[0];
    expect(call?.path).toBe("/hooks/feedscope");
    expect(call?.headers["feedscope-event-id"]).toBe("evt_81");
    expect(JSON.parse(call?.body ?? "{}")).toMatchObject({ event: "alert.triggered", id: "evt_81", team_id: 7 });
    expect(verify(call?.body ?? "", String(call?.headers["feedscope-signature"]), WEBHOOK_SECRET)).toBe(true);
  });
});

describe("signatures the receiver refuses", () => {
  it("Lark with the wrong secret: Lark's 19021 is a permanent failure", async () => {
    const outcome = await sendToDestination(lark("not-the-secret"), sampleMessage());
    expect(outcome).toMatchObject({ status: "failed", responseCode: 200 });
    expect(outcome.status === "failed" && outcome.error).toContain("Lark 19021");
  });

  it("Lark without a secret on a hook that has one is refused too", async () => {
    expect((await sendToDestination(lark(null), sampleMessage())).status).toBe("failed");
  });

  it("webhook signed with another secret: the README's verifier says no, the receiver's 401 is permanent", async () => {
    const outcome = await sendToDestination(webhook("whsec_other"), sampleMessage());
    expect(outcome).toMatchObject({ status: "failed", responseCode: 401 });
  });

  it("the README's verifier refuses a tampered body and an old timestamp", async () => {
    await sendToDestination(webhook(), sampleMessage());
    const call = fake.calls[0];
    const header = String(call?.headers["feedscope-signature"]);
    expect(verify(`${call?.body} `, header, WEBHOOK_SECRET)).toBe(false);
    const old = header.replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`);
    expect(verify(call?.body ?? "", old, WEBHOOK_SECRET)).toBe(false);
  });
});

describe("retry classification", () => {
  it("429 with Retry-After in seconds", async () => {
    fake.setMode("rate-limited");
    expect(await sendToDestination(webhook(), sampleMessage())).toMatchObject({
      status: "retry",
      responseCode: 429,
      retryAfterMs: 120_000,
    });
  });

  it("429 with Retry-After as an HTTP date", async () => {
    fake.setMode("rate-limited-date");
    const outcome = await sendToDestination(webhook(), sampleMessage());
    expect(outcome.status).toBe("retry");
    const wait = outcome.status === "retry" ? outcome.retryAfterMs : null;
    expect(wait).toBeGreaterThan(80_000);
    expect(wait).toBeLessThanOrEqual(90_000);
  });

  it("the services' own 429s: Telegram's retry_after, Discord's body, Slack's header, Lark's code", async () => {
    fake.setMode("rate-limited");
    expect(await sendToDestination(telegram(), sampleMessage())).toMatchObject({ status: "retry", retryAfterMs: 7000 });
    expect(await sendToDestination(discord(), sampleMessage())).toMatchObject({ status: "retry", retryAfterMs: 1500 });
    expect(await sendToDestination(slack(), sampleMessage())).toMatchObject({ status: "retry", retryAfterMs: 30_000 });
    expect(await sendToDestination(lark("lark-secret"), sampleMessage())).toMatchObject({ status: "retry" });
  });

  it("500 is retried, 400 is not", async () => {
    fake.setMode("server-error");
    expect(await sendToDestination(webhook(), sampleMessage())).toMatchObject({ status: "retry", responseCode: 500 });
    expect(await sendToDestination(telegram(), sampleMessage())).toMatchObject({ status: "retry", responseCode: 502 });
    fake.setMode("bad-request");
    expect(await sendToDestination(webhook(), sampleMessage())).toMatchObject({ status: "failed", responseCode: 400 });
    expect(await sendToDestination(telegram(), sampleMessage())).toMatchObject({ status: "failed", responseCode: 400 });
    expect(await sendToDestination(discord(), sampleMessage())).toMatchObject({ status: "failed", responseCode: 400 });
    expect(await sendToDestination(slack(), sampleMessage())).toMatchObject({ status: "failed", responseCode: 400 });
  });

  it("a destination that does not answer in time is retried", async () => {
    fake.setMode("hang");
    const outcome = await sendToDestination(webhook(), sampleMessage(), { timeoutMs: 300 });
    expect(outcome).toEqual({ status: "retry", responseCode: null, error: "timed out", retryAfterMs: null });
    expect(fake.calls).toHaveLength(1);
  });

  it("connection refused is retried", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${port}`;
    const outcome = await sendToDestination(
      webhook(WEBHOOK_SECRET, `http://127.0.0.1:${port}/hooks/x`),
      sampleMessage(),
    );
    expect(outcome).toMatchObject({ status: "retry", responseCode: null });
    expect(outcome.status === "retry" && outcome.error).toContain("ECONNREFUSED");
  });
});

describe("the outbound guard at send time", () => {
  it.each([
    ["a private address", "http://10.0.0.1/hook"],
    ["the metadata address", "https://169.254.169.254/latest/meta-data/"],
    ["a loopback address over https", "https://127.0.0.1/hook"],
  ])("refuses %s as a permanent failure", async (_label, url) => {
    const outcome = await sendToDestination(webhook(WEBHOOK_SECRET, url), sampleMessage());
    expect(outcome).toMatchObject({ status: "failed", responseCode: null });
  });

  it("refuses a name that resolves to a private address, before connecting", async () => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return [{ address: "10.1.2.3", family: 4 }];
    };
    const outcome = await sendToDestination(webhook(WEBHOOK_SECRET, "https://hooks.internal.test/x"), sampleMessage(), {
      outbound: { resolve },
    });
    expect(outcome.status).toBe("failed");
    expect(outcome.status === "failed" && outcome.error).toContain("non-public address");
    expect(asked).toEqual(["hooks.internal.test"]);
  });

  it("refuses the fake receiver itself once OUTBOUND_ALLOW_HOSTS no longer names it", async () => {
    process.env.OUTBOUND_ALLOW_HOSTS = "";
    expect((await sendToDestination(webhook(), sampleMessage())).status).toBe("failed");
    expect(fake.calls).toHaveLength(0);
  });

  it("refuses a Telegram bot token that could change the request's path", async () => {
    const outcome = await sendToDestination(
      { type: "telegram", botToken: "123:ABC/../../hooks/feedscope", chatId: "1" },
      sampleMessage(),
    );
    expect(outcome).toMatchObject({ status: "failed", responseCode: null });
    expect(fake.calls).toHaveLength(0);
  });

  it("sends a Discord message only to Discord's hosts (or the configured base)", async () => {
    const outcome = await sendToDestination(
      { type: "discord", url: "https://evil.example/api/webhooks/1/x" },
      sampleMessage(),
    );
    expect(outcome).toMatchObject({ status: "failed", responseCode: null });
    expect(outcome.status === "failed" && outcome.error).toContain("is not one of its hosts");
  });
});
