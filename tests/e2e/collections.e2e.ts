// A collection's whole life in the dashboard, and the plan-limit modal opened by a 90001 answer.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Tracks demo Shorts through the API with the page's own token (as the dashboard would). */
async function trackFeeds(page: Page, numbers: number[]): Promise<number[]> {
  return page.evaluate(async (list) => {
    const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
    const codes: number[] = [];
    for (const n of list) {
      const res = await fetch("/v1/feed/", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: `https://www.youtube.com/shorts/e2e${String(n).padStart(8, "0")}` }),
      });
      codes.push((await res.json()).code);
    }
    return codes;
  }, numbers);
}

describe("collections", () => {
  it("creates, fills, renames and deletes a collection", async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail("coll"), password: "password-123", fullname: "Collector" });
    expect(await trackFeeds(page, [1, 2])).toEqual([0, 0]);

    await page.getByTestId("sidebar-new-collection").click();
    await page.getByLabel("Collection name").fill("A name far too long");
    await page.getByTestId("new-collection-submit").click();
    await page.getByText("Collection name must be at most 12 characters").waitFor();
    await page.getByLabel("Collection name").fill("Campaign");
    await page.getByTestId("new-collection-submit").click();
    await page.waitForURL("**/dashboard/collections/*/");
    await page.getByTestId("sidebar-collections").getByRole("link", { name: "Campaign" }).waitFor();

    await page.getByTestId("add-feeds").click();
    const modal = page.getByTestId("add-feed-modal");
    await modal.getByRole("checkbox").first().check();
    await modal.getByRole("checkbox").nth(1).check();
    await modal.getByRole("button", { name: /Add selected/ }).click();
    await page.getByTestId("collection-feeds").locator("tbody tr").nth(1).waitFor();
    expect(await page.getByTestId("collection-feeds").locator("tbody tr").count()).toBe(2);

    await page.reload();
    await page.getByTestId("collection-totals").waitFor();
    expect(await page.getByTestId("collection-feeds").locator("tbody tr").count()).toBe(2);

    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("Collection name").fill("Launch");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByTestId("sidebar-collections").getByRole("link", { name: "Launch" }).waitFor();
    expect(await page.getByTestId("collection-name").textContent()).toBe("Launch");

    await page.getByTestId("collection-delete").click();
    await page.getByTestId("confirm-submit").click();
    await page.waitForURL("**/dashboard/collections/");
    await page.getByTestId("sidebar-collections").getByText("No collections yet").waitFor();
  });

  it("opens the plan-limit modal on a 90001 answer, with Upgrade for the Owner", async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail("limit"), password: "password-123", fullname: "Limit Tester" });
    expect(await trackFeeds(page, [11, 12, 13, 14, 15])).toEqual([0, 0, 0, 0, 0]);
    await page.goto("/dashboard/analyze/");
    await page.getByTestId("analyze-input").fill("https://www.tiktok.com/@limit_lab");
    await page.getByTestId("analyze-submit").click();
    await page.getByTestId("analysis-result").waitFor({ timeout: 20_000 });
    await page.getByTestId("tab-feeds").click();
    await page.getByTestId("track-feed").first().click();
    await page.getByRole("dialog").getByText("Subscription Plan Limit Reach").waitFor();
    await page.getByTestId("plan-limit-upgrade").click();
    await page.waitForURL("**/dashboard/subscriptions/");
  });
});
