// Tracking a demo channel from the dashboard, then sorting and filtering its feeds.

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

function numberIn(text: string | null): number {
  const match = /([\d.,]+)\s*([KMB])?/.exec(text ?? "");
  if (!match) return -1;
  const value = Number((match[1] ?? "0").replace(/,/g, ""));
  return value * ({ K: 1e3, M: 1e6, B: 1e9 }[match[2] as "K" | "M" | "B"] ?? 1);
}

describe("tracking in the dashboard", () => {
  it("tracks a demo channel, then sorts and filters its feeds", async () => {
    const page = await newPage(browser);
    const email = uniqueEmail("tracker");
    await signUp(page, { email, password: "password-123", fullname: "Channel Fan" });
    // Channels need a paid plan: the operator command's API sets it.
    const plan = await fetch(`${baseUrl()}/v1/admin/plan/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      body: JSON.stringify({ email, plan: "pro" }),
    });
    expect(plan.status).toBe(200);

    await page.goto("/dashboard/channels/");
    await page.getByLabel("Track a channel").fill("https://www.tiktok.com/@dance_lab");
    await page.getByRole("button", { name: "Track channel" }).click();
    await page.getByTestId("channel-card").first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("channel-card").first().textContent()).toContain("dance_lab");

    await page.goto("/dashboard/feeds/");
    const rows = page.getByTestId("feeds-table").locator("tbody tr");
    const readViews = async () => {
      const header = page.getByTestId("feeds-table").locator("thead th");
      const viewsIndex = (await header.allTextContents()).findIndex((text) => text.trim().startsWith("Views"));
      const views = await rows.evaluateAll(
        (trs, index) => trs.map((tr) => tr.querySelectorAll("td")[index]?.textContent ?? ""),
        viewsIndex,
      );
      return views.map(numberIn);
    };
    await rows.first().waitFor();
    // By views, largest first, is the default (issue 20 item 2); a click on the Views header flips it to ascending.
    await page.waitForFunction(() => document.querySelector("[aria-sort='descending']") !== null);
    const descending = await readViews();
    expect(descending.length).toBeGreaterThan(5);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await page.getByTestId("feeds-table").getByRole("button", { name: "Views", exact: true }).click();
    await page.waitForURL(/sort=views/);
    expect(new URL(page.url()).searchParams.get("order")).toBe("asc");
    await page.waitForFunction(() => document.querySelector("[aria-sort='ascending']") !== null);
    // The sorted page replaces the previous one once its answer is in (the old rows stay while it loads).
    await expect
      .poll(
        async () => {
          const numbers = await readViews();
          return (
            numbers.length > 5 && numbers.every((value, index) => index === 0 || (numbers[index - 1] ?? 0) <= value)
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // The platform filter is the kit's Select (a listbox, not a native <select>): open it and pick the option.
    await page.getByRole("combobox", { name: "Platform" }).first().click();
    await page.getByRole("option", { name: "YouTube", exact: true }).click();
    await page.waitForURL(/platform=youtube/);
    // The channel is on TikTok, so nothing matches: the table gives way to the "no match" note.
    await page.getByText("No feeds match these filters.").waitFor();
    expect(await page.getByTestId("feeds-table").count()).toBe(0);
  });
});
