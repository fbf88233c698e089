// Limits that say what to do next (issue 20 item 4): the free tools' daily cap names when more generations are
// available and offers sign-in (no "Try again" that can only fail), and a second manual refresh within the throttle
// window names the time the next one is possible, read from the server's own answer.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Both pages format in the intl provider's time zone, UTC (src/i18n/request.ts). */
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en", { ...options, timeZone: "UTC" });

async function toolPage(path: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(path);
  // A click before React hydrated the form would submit it natively: wait until React owns the button.
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid="tool-generate"]');
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
  return page;
}

/** The tools' cap answer (42903) as the API sends it, simulated so the shared server's visitor cap is left alone. */
async function answerWithCap(page: Page, data: { limit: number; retry_after: number; signedIn: boolean }) {
  await page.route("**/v1/tools/generate/", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "retry-after": String(data.retry_after) },
      body: JSON.stringify({ code: 42903, message: "Daily limit reached", data }),
    }),
  );
}

describe("limit notices", () => {
  it("the tools' daily cap says when it resets and offers sign-in to a visitor, with no retry", async () => {
    const page = await toolPage("/tools/tiktok-bio-generator/");
    const retryAfter = 3 * 3600 + 17 * 60;
    await answerWithCap(page, { limit: 10, retry_after: retryAfter, signedIn: false });
    await page.getByTestId("tool-description").fill("Sourdough baking tips for busy parents");
    const before = Date.now();
    await page.getByTestId("tool-generate").click();
    const cap = page.getByTestId("tool-cap");
    await cap.waitFor();
    const after = Date.now();
    const text = (await cap.textContent()) ?? "";
    expect(text).toContain("You have used today's 10 free generations.");
    // The reset moment is the click's time plus retry_after; a minute boundary may fall between before and after.
    const format = utc({ weekday: "short", hour: "numeric", minute: "2-digit" });
    const candidates = new Set([format.format(before + retryAfter * 1000), format.format(after + retryAfter * 1000)]);
    expect([...candidates].some((time) => text.includes(`More are available from ${time}.`))).toBe(true);
    // Not the moment of the click: the notice names the later reset.
    expect(text).not.toContain(format.format(before));
    const signIn = cap.getByTestId("tool-cap-signin");
    expect(await signIn.textContent()).toBeTruthy();
    // The button renders as the link itself (asChild).
    expect(new URL((await signIn.getAttribute("href")) ?? "", baseUrl()).pathname).toBe("/signin/");
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    expect(await page.getByTestId("tool-error").count()).toBe(0);
    await page.context().close();
  });

  it("a signed-in person at the cap is told when it resets, without a sign-in offer", async () => {
    const page = await toolPage("/tools/tiktok-bio-generator/");
    await answerWithCap(page, { limit: 50, retry_after: 600, signedIn: true });
    await page.getByTestId("tool-description").fill("Morning mobility routine for desk workers");
    await page.getByTestId("tool-generate").click();
    const cap = page.getByTestId("tool-cap");
    await cap.waitFor();
    expect(await cap.textContent()).toContain("You have used today's 50 free generations.");
    expect(await cap.getByTestId("tool-cap-signin").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    await page.context().close();
  });

  it("a second manual refresh within the window names the time the next one is possible", async () => {
    const page = await newPage(browser);
    const email = uniqueEmail("refresh-throttle");
    await signUp(page, { email, password: "password-123", fullname: "Refresh Twice" });
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

    // One feed's page, so both clicks refresh the same feed whatever order the list takes after the first.
    await page.goto("/dashboard/feeds/");
    const link = page.getByTestId("feeds-table").locator('tbody tr a[href^="/dashboard/feeds/"]').first();
    await link.waitFor();
    await page.goto((await link.getAttribute("href")) ?? "");
    const refresh = page.getByRole("main").getByRole("button", { name: "Refresh", exact: true });
    await refresh.waitFor();
    const bar = page.getByTestId("message-bar");

    const first = page.waitForResponse((res) => /\/v1\/.*refresh/.test(res.url()) && res.request().method() === "POST");
    await refresh.click();
    expect((await (await first).json()).code).toBe(0);
    await bar.waitFor();
    expect(await bar.textContent()).not.toContain("refresh it again");

    const second = page.waitForResponse(
      (res) => /\/v1\/.*refresh/.test(res.url()) && res.request().method() === "POST",
    );
    await refresh.click();
    const refused = await (await second).json();
    expect(refused.code).toBe(42900);
    const nextAt = new Date(refused.data.next_refresh_at).getTime();
    // The throttle is 5 minutes (MANUAL_REFRESH_MINUTES): the next refresh is later, within that window.
    expect(nextAt).toBeGreaterThan(Date.now());
    expect(nextAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
    const expected = `You can refresh it again at ${utc({ timeStyle: "short" }).format(nextAt)}.`;
    await page.waitForFunction(
      (words) => document.querySelector('[data-testid="message-bar"]')?.textContent?.includes(words) === true,
      expected,
    );
    expect(await bar.textContent()).toContain("This was refreshed moments ago.");
    await page.context().close();
  });
});
