// Issue 15's whole sale in the browser with the built-in test provider: a Free Owner hits the channel limit, upgrades
// to Pro monthly through the test checkout, tracks a channel, sees the payment as paid, cancels at period end, and
// at the simulated period end is back on Free with the channel stopped (not deleted).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, linkFromOutbox, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const CHANNEL_URL = "https://www.tiktok.com/@dance_lab";

/** Billing needs a verified email (issue 15 item 3): follow the link the outbox holds, as a person would. */
async function verifyEmail(page: Page, email: string) {
  const link = await linkFromOutbox(page, email, "/verify-email/");
  await page.goto(link);
  await page.getByTestId("verify-done").waitFor();
}

/** Waits until React owns an element (a click before hydration would act on the bare server HTML). */
async function waitForHydration(page: Page, testId: string) {
  await page.waitForFunction((id) => {
    const element = document.querySelector(`[data-testid="${id}"]`);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, testId);
}

async function trackChannel(page: Page) {
  await page.goto("/dashboard/channels/");
  await page.getByLabel("Track a channel").fill(CHANNEL_URL);
  await page.getByRole("button", { name: "Track channel" }).click();
}

describe("billing with the test provider", () => {
  it("upgrades, pays, tracks a channel, cancels, and falls back to Free at period end with the channel stopped", async () => {
    const page = await newPage(browser);
    const email = uniqueEmail("payer");
    await signUp(page, { email, password: "password-123", fullname: "Paying Owner" });
    await verifyEmail(page, email);

    // Free allows no channels: the 90001 answer opens the plan-limit modal, which names the limit and the plan that
    // lifts it (plan catalogue: Free 0 channels, Pro 20), with no second banner; its Upgrade leads to the plans.
    await trackChannel(page);
    await page.getByTestId("plan-limit-modal").waitFor();
    const modalText = (await page.getByTestId("plan-limit-modal").textContent()) ?? "";
    expect(modalText).toContain("Free includes no channel tracking. Pro allows 20.");
    expect(await page.getByTestId("plan-limit").count()).toBe(0);
    await page.getByTestId("plan-limit-upgrade").click();
    await page.waitForURL("**/dashboard/subscriptions/");
    await page.getByTestId("current-plan").getByText("Free plan").waitFor();
    expect(await page.getByTestId("test-mode-badge").textContent()).toBe("Test mode");
    expect(await page.getByTestId("subscription-status").count()).toBe(0); // never subscribed: no status yet

    // Pro monthly: the dialog says the upgrade is immediate, then the test checkout takes the card.
    await page.getByTestId("interval-monthly").click();
    await page.getByTestId("choose-pro").click();
    const dialog = page.getByTestId("confirm-modal");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("starts as soon as the payment goes through");
    await page.getByTestId("confirm-submit").click();
    await page.waitForURL("**/dashboard/subscriptions/checkout/?session=*");
    await page.getByTestId("test-mode-banner").waitFor();
    const summary = page.getByTestId("checkout-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toContain("pro_monthly");
    expect(await page.getByTestId("checkout-price").textContent()).toBe("$99 billed monthly");
    await waitForHydration(page, "checkout-pay");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL("**/dashboard/subscriptions/**");
    await page.getByTestId("current-plan").getByText("Pro plan").waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Active");
    expect(await page.getByTestId("test-mode-badge").textContent()).toBe("Test mode");

    // The payment is listed as paid, for the SKU bought, with its invoice link.
    const payment = page.getByTestId("payments-table").locator("tbody tr").first();
    await payment.getByTestId("payment-status").waitFor();
    expect(await page.getByTestId("payments-table").locator("tbody tr").count()).toBe(1);
    expect(await payment.getByTestId("payment-status").getAttribute("data-state")).toBe("paid");
    expect(await payment.textContent()).toContain("pro_monthly");
    expect(await payment.textContent()).toContain("$99");
    // A button, not a link (a link's URL opened on its own would lack the bearer token the route wants): the click
    // fetches the invoice with it and shows it in a new tab.
    expect(await payment.getByRole("link", { name: "View invoice" }).count()).toBe(0);
    const invoiceButton = payment.getByRole("button", { name: "View invoice" });
    expect(await invoiceButton.getAttribute("data-invoice-url")).toMatch(/^\/v1\/billing\/payments\/\d+\/invoice\/$/);
    const [invoiceTab] = await Promise.all([page.context().waitForEvent("page"), invoiceButton.click()]);
    await invoiceTab.waitForURL(/^blob:/);
    await invoiceTab.getByText("(pro_monthly)").waitFor();
    await invoiceTab.close();

    // Pro allows channels: the same channel is tracked now.
    await trackChannel(page);
    await page.getByTestId("channel-card").first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("channel-card").first().textContent()).toContain("dance_lab");
    expect(await page.getByTestId("plan-limit-modal").count()).toBe(0);

    // Cancel at period end from the test-mode panel: the plan stays, the banner names the end.
    await page.goto("/dashboard/subscriptions/");
    await page.getByTestId("manage-billing").click();
    await page.waitForURL("**/dashboard/subscriptions/?portal=test");
    await page.getByTestId("portal-cancel").click();
    await page.getByTestId("confirm-submit").click();
    await page.getByTestId("portal-resume").waitFor();
    await page.getByTestId("billing-banner-ending").waitFor();
    await page.getByTestId("current-plan").getByText("Pro plan").waitFor();

    // The simulated period end applies the cancellation: Free again, the channel beyond the limit stopped.
    await page.getByTestId("simulate-period-end").click();
    await page.getByTestId("current-plan").getByText("Free plan").waitFor();
    await page.getByTestId("billing-banner-over-limit").waitFor();
    expect(await page.getByTestId("billing-banner-ending").count()).toBe(0);

    await page.goto("/dashboard/channels/");
    const card = page.getByTestId("channel-card").filter({ hasText: "dance_lab" });
    await card.waitFor();
    expect(await card.textContent()).toContain("Stopped");
    expect(await page.getByTestId("channel-card").count()).toBe(1);
  });
});
