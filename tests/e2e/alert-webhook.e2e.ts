// Issue 16's end-to-end proof: a Max team's signed webhook group points at a loopback receiver (the one address the
// e2e server's OUTBOUND_ALLOW_HOSTS names), a Total rule watches a demo feed, a manual refresh runs, and the receiver
// gets exactly one alert.triggered whose Feedscope-Signature verifies with the secret shown once; the events log says
// it was delivered. A Pro team's webhook group is refused with 90001 naming Max.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { pageApi, setPlan, trackDemoFeed, verifiedOwner } from "./support/alerts";
import { launchBrowser } from "./support/browser";

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
}

let browser: Browser;
let receiver: http.Server;
const received: Received[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(inject("alertReceiverPort"), "127.0.0.1", resolve));
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The receiver's side of the signature, written from the README's description, not from Feedscope's code. */
function signatureValid(header: string, raw: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=") as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${parts.t}.${raw}`).digest("hex");
  return timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

interface Delivery {
  status: string;
  attempts: number;
  response_code: number | null;
}

describe("alert webhooks end to end", () => {
  it("a Max team's Total rule on a demo feed sends exactly one signed alert.triggered after a manual refresh", async () => {
    const { page, email } = await verifiedOwner(browser, "alert-hook");
    await setPlan(email, "max");
    expect(await trackDemoFeed(page, "hookalert01")).toBe(0);
    const feeds = await pageApi<{ list: { id: number }[] }>(page, "GET", "/v1/feed/list");
    const feedId = feeds.data.list[0]?.id as number;
    expect(feeds.data.list).toHaveLength(1);

    const target = await pageApi<{ id: number }>(page, "POST", "/v1/alert/target", { kind: "feed", id: feedId });
    expect(target.code).toBe(0);
    const hookUrl = `http://127.0.0.1:${inject("alertReceiverPort")}/hook`;
    const group = await pageApi<{ id: number; destinations: { secret?: string }[] }>(page, "POST", "/v1/alert/group", {
      name: "Hook",
      destinations: [{ type: 7, url: hookUrl }],
    });
    expect(group.code).toBe(0);
    const secret = group.data.destinations[0]?.secret as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const rule = await pageApi<{ id: number }>(page, "POST", "/v1/alert/rule", {
      name: "Any views",
      target_id: target.data.id,
      group_id: group.data.id,
      metric: 1,
      calculation: 2,
      threshold: 1,
    });
    expect(rule.code).toBe(0);
    expect(received).toHaveLength(0); // saving sends nothing

    const refreshed = await pageApi(page, "POST", `/v1/feed/${feedId}/refresh`);
    expect(refreshed.status).toBe(200);

    const delivered = await until("the delivery to be recorded", async () => {
      const events = await pageApi<{ list: { rule_id: number; deliveries: Delivery[] }[] }>(
        page,
        "GET",
        `/v1/alert/events?rule_id=${rule.data.id}`,
      );
      const deliveries = events.data.list.flatMap((event) => event.deliveries);
      return deliveries.some((d) => d.status === "delivered") ? events.data.list : null;
    });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.deliveries).toEqual([
      expect.objectContaining({ status: "delivered", attempts: 1, response_code: 204 }),
    ]);

    expect(received).toHaveLength(1);
    const [message] = received as [Received];
    const signature = String(message.headers["feedscope-signature"]);
    expect(signatureValid(signature, message.raw, secret)).toBe(true);
    expect(signatureValid(signature, message.raw, `${secret}x`)).toBe(false);
    const body = JSON.parse(message.raw);
    expect(message.headers["feedscope-event-id"]).toBe(body.id);
    expect(body.event).toBe("alert.triggered");
    expect(body.rule).toMatchObject({ id: rule.data.id, name: "Any views", metric: 1, calculation: 2, threshold: 1 });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ kind: "feed", id: feedId, platform: "youtube", threshold: 1 });
    expect(body.items[0].value).toBeGreaterThanOrEqual(1);
    const age = Date.now() / 1000 - Number(/t=(\d+)/.exec(signature)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(120);
  });

  it("refuses a webhook group on Pro with 90001 naming Max", async () => {
    const { page, email } = await verifiedOwner(browser, "alert-pro");
    await setPlan(email, "pro");
    const group = await pageApi(page, "POST", "/v1/alert/group", {
      name: "Hook",
      destinations: [{ type: 7, url: `http://127.0.0.1:${inject("alertReceiverPort")}/pro` }],
    });
    expect(group.status).toBe(403);
    expect(group.code).toBe(ErrorCode.PlanLimitReached);
    expect(group.message).toContain("Max");
  });
});
