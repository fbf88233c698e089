// The Overview: a new team sees the first-run guide; once it tracks a demo channel, the key figures and the views
// chart, and the period kept in the URL.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("the dashboard overview", () => {
  it("guides a new team, then shows figures and the chart once a channel is tracked", async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const email = uniqueEmail("overview");
    await signUp(page, { email, password: "password-123", fullname: "Overview Fan" });

    const guide = page.getByTestId("overview-first-run");
    await guide.waitFor();
    expect(await page.getByTestId("first-run-channel").getAttribute("href")).toBe("/dashboard/channels/");
    expect(await page.getByTestId("first-run-feeds").getAttribute("href")).toBe("/dashboard/feeds/");
    expect(await page.getByTestId("first-run-analyze").getAttribute("href")).toBe("/dashboard/analyze/");
    expect(await page.getByTestId("overview").count()).toBe(0);

    const plan = await fetch(`${baseUrl()}/v1/admin/plan/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      body: JSON.stringify({ email, plan: "pro" }),
    });
    expect(plan.status).toBe(200);
    await page.getByTestId("first-run-channel").click();
    await page.getByLabel("Track a channel").fill("https://www.tiktok.com/@dance_lab");
    await page.getByRole("button", { name: "Track channel" }).click();
    await page.getByTestId("channel-card").first().waitFor({ timeout: 20_000 });

    await page.goto("/dashboard/");
    await page.getByTestId("overview").waitFor({ timeout: 20_000 });
    expect(await guide.count()).toBe(0);
    expect((await page.getByTestId("figure-channels").textContent()) ?? "").toContain("1");
    expect(await page.getByTestId("figure-feeds").textContent()).toMatch(/\d/);
    // Every imported video got its first snapshot today: a known gain (0), drawn as the chart, not the empty note.
    await page.getByTestId("overview-chart").locator("svg.recharts-surface").first().waitFor();
    expect(await page.getByTestId("overview-usage").textContent()).toContain("Pro plan");

    await page.getByTestId("overview-period-30").click();
    await page.waitForURL(/days=30/);
    expect(await page.getByTestId("overview-period-30").getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await page.getByTestId("overview").waitFor();
    expect(await page.getByTestId("overview-period-30").getAttribute("aria-pressed")).toBe("true");
  });
});
