// Compare (issue 19 item 3): from the channels list of a demo workspace, tick two channels and Compare; the page
// shows both channels' lines and the table with each row's leader, its address carries the state (reloading or
// sharing it shows the same comparison), and on a phone the table scrolls with its metric column kept in view.
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

// Screenshots for a person to look at, kept inside the checkout (git-ignored).
const SCREENS = path.join(process.cwd(), "test-results/e2e/compare");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("compare channels", () => {
  it("compares two demo channels picked in the channels list", async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail("compare"), password: "password-123", fullname: "Compare Visitor" });
    await page.getByTestId("overview-first-run").waitFor();
    await page.getByTestId("demo-workspace-load").click();
    await page.getByTestId("overview").waitFor({ timeout: 30_000 });

    await page.goto("/dashboard/channels/");
    await page.getByTestId("channel-card").nth(1).waitFor({ timeout: 20_000 });
    const action = page.getByTestId("compare-action");
    // Fewer than two ticked: the action is disabled.
    expect(await action.isDisabled()).toBe(true);
    const checkboxes = page.getByTestId("compare-checkbox");
    await checkboxes.nth(0).check();
    expect(await action.isDisabled()).toBe(true);
    await checkboxes.nth(1).check();
    const names = await page
      .getByTestId("channel-card")
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.querySelector("a")?.textContent?.trim() ?? ""));
    await action.click();
    await page.waitForURL(/\/dashboard\/compare\/\?channels=\d+,\d+$/);
    const ids = new URL(page.url()).searchParams.get("channels");

    const table = page.getByTestId("compare-table");
    await table.waitFor({ timeout: 20_000 });
    const headers = await table.locator("thead th").allTextContents();
    expect(headers.slice(1).map((h) => h.trim())).toEqual(names);
    expect(await table.locator("tbody tr").count()).toBe(9);
    // Every row with a known value has a leader, marked in words (not by colour alone); unknown never leads.
    const rows = await table.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => ({
        known: [...tr.querySelectorAll("td")].filter((td) => !td.textContent?.includes("—")).length,
        marks: [...tr.querySelectorAll('td[data-leader="true"]')].map((td) => td.textContent ?? ""),
      })),
    );
    for (const row of rows) {
      expect(row.marks.length > 0).toBe(row.known > 0);
      for (const mark of row.marks) expect(mark).toMatch(/Leader|Tied lead/);
    }
    expect(rows.some((row) => row.marks.length > 0)).toBe(true);
    // Both charts draw one line per channel and name them in the legend.
    for (const chart of ["compare-chart-followers", "compare-chart-views_gained"]) {
      const card = page.getByTestId(chart);
      // One curve per channel is drawn (Recharts animates its stroke in, so it may not count as visible yet).
      await card.locator("svg path.recharts-curve").nth(1).waitFor({ state: "attached" });
      for (const name of names) expect(await card.textContent()).toContain(name);
    }

    // The address is the state: opening it again shows the same comparison.
    await page.goto(`/dashboard/compare/?channels=${ids}`);
    await table.waitFor({ timeout: 20_000 });
    expect((await table.locator("thead th").allTextContents()).slice(1).map((h) => h.trim())).toEqual(names);

    // Removing one leaves too few: the page says what to do, and the address follows.
    await page.getByTestId("compare-chip").nth(1).getByRole("button").click();
    await page.getByText("Pick channels to compare").waitFor();
    expect(new URL(page.url()).searchParams.get("channels")).toBe(ids?.split(",")[0]);

    // On a phone the table scrolls sideways and its first column stays in place.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/compare/?channels=${ids}`);
    const phoneTable = page.getByTestId("compare-table");
    await phoneTable.waitFor({ timeout: 20_000 });
    const layout = await phoneTable.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      sticky: getComputedStyle(element.querySelector("tbody th") as Element).position,
    }));
    expect(layout).toEqual({ scrolls: true, sticky: "sticky" });
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/compare-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/compare/?channels=${ids}`);
    await table.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SCREENS}/compare-1280.png`, fullPage: true });
  }, 180_000);
});
