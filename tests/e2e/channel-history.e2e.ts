// A demo channel's history (issue 19 items 1 and 2): after loading the demo workspace, a channel's page charts
// its daily figures and lists the daily gains of the plan's window (Free: the last 7 days and today), newest
// first, each day with a snapshot (the demo backfills one per day) and its followers; the table stays usable on a
// phone without the page scrolling sideways, and the CSV export downloads the same days.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("a demo channel's history", () => {
  it("shows the chart and the daily gains table, on a phone too, and exports them as CSV", async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signUp(page, { email: uniqueEmail("history"), password: "password-123", fullname: "History Reader" });
    await page.getByTestId("overview-first-run").waitFor();
    await page.getByTestId("demo-workspace-load").click();
    await page.getByTestId("overview").waitFor({ timeout: 30_000 });

    await page.goto("/dashboard/channels/");
    await page.getByTestId("channel-card").first().waitFor({ timeout: 20_000 });
    await page.getByTestId("channel-card").first().locator('a[href^="/dashboard/channels/"]').first().click();
    await page.waitForURL("**/dashboard/channels/*/");

    const table = page.getByTestId("daily-gains-table");
    await table.locator("tbody tr").first().waitFor({ timeout: 20_000 });
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(8);
    // Every day of the demo's window has a snapshot, so no row is marked missing and each shows its followers.
    expect(await table.locator('tbody tr[data-missing="true"]').count()).toBe(0);
    const dates = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector("td")?.textContent ?? ""));
    expect(new Set(dates).size).toBe(8);
    // Newest first: the first row is today's, the last the window's first day.
    const parsed = dates.map((text) => Date.parse(text));
    expect(parsed.every((time, index) => index === 0 || time < (parsed[index - 1] as number))).toBe(true);
    const followers = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll("td")[1]?.textContent ?? ""));
    expect(followers.every((text) => /\d/.test(text))).toBe(true);
    await page.getByTestId("channel-history").locator(".recharts-surface").first().waitFor();

    // The page itself does not scroll sideways on a phone; the table scrolls within its frame.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);

    const download = page.waitForEvent("download");
    await page.getByTestId("daily-gains").getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^feedscope-channel-\d+-gains-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const { readFile } = await import("node:fs/promises");
    const lines = (await readFile(path, "utf8")).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Date,Snapshot,Followers,Followers change,Total views/);
    expect(lines.length).toBe(9);
  });
});
