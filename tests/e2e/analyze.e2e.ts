// A visitor analyzes demo accounts on the public pages (English and German), watches the steps, sees the partial
// result, signs up from "Start tracking" and tracks from the full result; a missing handle shows its own state, and a
// link from an unsupported site is refused by name.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function analyze(page: Page, path: string, handle: string) {
  await page.goto(path);
  await page.getByTestId("analyze-input").fill(handle);
  await page.getByTestId("analyze-submit").click();
}

describe("public analysis", () => {
  it("shows the steps, then a partial result with Login to View More; signs up and tracks from the full result", async () => {
    const page = await newPage(browser);
    await analyze(page, "/analyze/analyze-tiktok-account/", "@street_food_daily");
    await page.getByTestId("analysis-progress").waitFor();
    await page.getByTestId("analysis-result").waitFor({ timeout: 20_000 });
    expect(await page.getByText("Login to View More").first().isVisible()).toBe(true);
    expect(await page.getByTestId("account-header").textContent()).toContain("street_food_daily");
    await page.getByTestId("tab-feeds").click();
    const rows = page.getByTestId("feeds-table").locator("tbody tr");
    expect(await rows.count()).toBe(5);
    expect(await page.getByTestId("locked-panel").first().isVisible()).toBe(true);

    await page.getByTestId("track-channel").click();
    await page.waitForURL("**/signup/");
    const email = uniqueEmail("analyst");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Full name").fill("Analyst One");
    await page.getByLabel("Password", { exact: true }).fill("password-123");
    await page.getByLabel("Confirm password").fill("password-123");
    await page.getByRole("button", { name: "Create account" }).click();
    // The account the visitor wanted opens in Explore with its full result.
    await page.waitForURL("**/dashboard/analyze/**");
    await page.getByTestId("analysis-result").waitFor({ timeout: 20_000 });
    expect(await page.getByText("Login to View More").count()).toBe(0);
    await page.getByTestId("tab-feeds").click();
    expect(await page.getByTestId("feeds-table").locator("tbody tr").count()).toBeGreaterThan(5);
    // Free plans track single videos; the first row's track button tracks that feed.
    await page.getByTestId("track-feed").first().click();
    await page.waitForResponse((res) => res.url().includes("/v1/feed/") && res.request().method() === "POST");
    await page.goto("/dashboard/");
    const stats = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
      const res = await fetch("/v1/team/statistic/", { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()).data.usage.feeds as number;
    });
    expect(stats).toBe(1);
  });

  it("works in German, and a handle that does not exist shows its own state", async () => {
    const page = await newPage(browser);
    await analyze(page, "/de/analyze/analyze-youtube-shorts-account/", "@kitchen_hacks");
    await page.getByTestId("analysis-result").waitFor({ timeout: 20_000 });
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.getByTestId("tab-analytics").textContent()).toContain("Analysen");

    // A fresh visitor (the German choice above is remembered for that one).
    const english = await newPage(browser);
    await analyze(english, "/analyze/analyze-tiktok-account/", "@nobody_404");
    await english.getByTestId("analysis-failed").waitFor({ timeout: 20_000 });
    expect(await english.getByTestId("analysis-failed").textContent()).toContain("Channel does not exist");

    // A link from another site names that site, not "this site" (which read as Feedscope's own; QA s10 item 11).
    await analyze(english, "/analyze/analyze-tiktok-account/", "https://example.com/foo");
    expect(await english.getByTestId("analyze-error").textContent()).toBe(
      "Links from example.com are not supported. Paste a YouTube, TikTok, Instagram or Threads link.",
    );
  });
});
