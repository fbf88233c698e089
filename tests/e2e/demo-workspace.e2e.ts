// The demo workspace (issue 20 item 6): once loaded, the header's "Demo data" badge shows, demo rows are marked in
// the feeds table and the channels list, and it can be removed from the overview and from settings; after removal
// the badge, the marks and the settings card are gone.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("the demo workspace", () => {
  it("is marked while it exists and can be removed from the overview and from settings", async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail("demo-ws"), password: "password-123", fullname: "Demo Visitor" });

    await page.getByTestId("overview-first-run").waitFor();
    expect(await page.getByTestId("demo-data-badge").count()).toBe(0);
    await page.getByTestId("demo-workspace-load").click();
    await page.getByTestId("overview").waitFor({ timeout: 30_000 });
    await page.getByTestId("demo-data-badge").waitFor();
    expect(await page.getByTestId("demo-data-badge").textContent()).toContain("Demo data");
    // The overview's short lists mark their demo videos too.
    await page.getByTestId("overview").getByTestId("demo-row-mark").first().waitFor({ timeout: 10_000 });

    await page.goto("/dashboard/feeds/");
    await page.getByTestId("demo-row-mark").first().waitFor({ timeout: 20_000 });
    // Captions are user content in any script: each takes its own direction (dir="auto"), in RTL mode too.
    const captions = page.locator('table a[href^="/dashboard/feeds/"]');
    expect(await captions.count()).toBeGreaterThan(0);
    expect(await captions.evaluateAll((links) => links.every((a) => a.getAttribute("dir") === "auto"))).toBe(true);
    await page.goto("/dashboard/channels/");
    await page.getByTestId("channel-card").first().waitFor({ timeout: 20_000 });
    const cards = await page.getByTestId("channel-card").count();
    expect(await page.getByTestId("channel-card").getByTestId("demo-row-mark").count()).toBe(cards);

    // A collection holding a demo feed marks that row too.
    await page.getByTestId("sidebar-new-collection").click();
    await page.getByLabel("Collection name").fill("Demo picks");
    await page.getByTestId("new-collection-submit").click();
    await page.waitForURL("**/dashboard/collections/*/");
    await page.getByTestId("add-feeds").click();
    const modal = page.getByTestId("add-feed-modal");
    await modal.getByRole("checkbox").first().check();
    await modal.getByRole("button", { name: /Add selected/ }).click();
    await page.getByTestId("collection-feeds").locator("tbody tr").first().waitFor();
    expect(await page.getByTestId("collection-feeds").locator("tbody tr").count()).toBe(1);
    expect(await page.getByTestId("collection-feeds").getByTestId("demo-row-mark").count()).toBe(1);

    // Settings offers the removal while the demo exists; it is removed from the overview.
    await page.goto("/dashboard/settings/");
    await page.getByTestId("demo-workspace-settings").getByTestId("demo-workspace-remove").waitFor();
    await page.goto("/dashboard/");
    await page.getByTestId("overview").waitFor();
    await page.getByTestId("demo-workspace-remove").click();
    await page.getByTestId("confirm-submit").click();
    await page.getByTestId("overview-first-run").waitFor({ timeout: 20_000 });
    await page.getByTestId("demo-data-badge").waitFor({ state: "detached" });
    expect(await page.getByTestId("demo-workspace-remove").count()).toBe(0);

    // The settings page asks for the demo state afresh; once answered, it offers nothing to remove.
    const demoState = page.waitForResponse((r) => r.url().includes("/v1/team/demo-workspace") && r.status() === 200);
    await page.goto("/dashboard/settings/");
    await demoState;
    await page.getByRole("heading", { level: 2 }).first().waitFor();
    expect(await page.getByTestId("demo-workspace-settings").count()).toBe(0);
    expect(await page.getByTestId("demo-data-badge").count()).toBe(0);
  });
});
