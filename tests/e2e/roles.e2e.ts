// Roles in the dashboard for the Owner of a personal team (issue 14 items 3 and 4): every write control is enabled
// (no role lock), Invite Team shows, and with one team the team card is the link to the team settings. The
// Analyst's disabled controls need a second member, which the invitation flow's end-to-end test covers.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("roles in the dashboard", () => {
  it("leaves every control enabled for the Owner, and the one-team card links to settings", async () => {
    const page = await newPage(browser);
    const email = uniqueEmail("owner");
    await signUp(page, { email, password: "password-123", fullname: "Role Owner" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByTestId("invite-team").waitFor();
    const card = nav.getByRole("link", { name: /Role Owner's Team/ });
    await card.waitFor();
    expect(await card.getAttribute("href")).toBe("/dashboard/settings/#team");
    expect(await page.getByTestId("team-switcher").count()).toBe(0);

    // Channels need a paid plan: the operator command's API sets it.
    const plan = await fetch(`${baseUrl()}/v1/admin/plan/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      body: JSON.stringify({ email, plan: "pro" }),
    });
    expect(plan.status).toBe(200);
    await page.goto("/dashboard/channels/");
    await page.getByTestId("add-channel").waitFor();
    await page.getByLabel("Track a channel").fill("https://www.tiktok.com/@role_owner_e2e");
    const add = page.getByTestId("add-channel").getByRole("button", { name: "Track channel" });
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await page.getByTestId("channel-card").first().waitFor({ timeout: 20_000 });
    const stop = page.getByTestId("channel-card").first().getByRole("button", { name: "Stop" });
    expect(await stop.isEnabled()).toBe(true);
    expect(await page.locator("[data-role-locked]").count()).toBe(0);
  });
});
