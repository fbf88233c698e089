// The link of an alert confirmation email opens a page that says, in the email's language, that the address is
// confirmed (it used to answer the API's JSON envelope); the destination then shows as confirmed to the team, and a
// broken link says it is invalid instead of failing silently.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageApi, setPlan, verifiedOwner } from "./support/alerts";
import { baseUrl, launchBrowser, linkFromOutbox, nextClientIp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface Group {
  id: number;
  destinations: { email?: string; confirmed: boolean }[];
}

describe("alert email confirmation page", () => {
  it("confirms the address in words, in the German of a German Owner's email, and the team sees it confirmed", async () => {
    const { page, email } = await verifiedOwner(browser, "alert-confirm");
    await setPlan(email, "pro");
    // The Owner works in German (the language menu's cookie): the email, and so its link, are German.
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "de", url: baseUrl() }]);
    const recipient = uniqueEmail("alert-recipient");
    const saved = await pageApi<Group>(page, "POST", "/v1/alert/group/", {
      name: "Campaign leads",
      destinations: [{ type: 1, email: recipient }],
    });
    expect(saved.code).toBe(0);
    expect(saved.data.destinations[0]?.confirmed).toBe(false);

    const link = await linkFromOutbox(page, recipient, "/confirm-alerts/");
    expect(new URL(link).pathname).toBe("/de/confirm-alerts/");
    // Someone else opens it: a fresh context without a session (and an English browser: the link names the language).
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: "en-US",
      extraHTTPHeaders: { "x-forwarded-for": nextClientIp() },
    });
    const visitor = await context.newPage();
    visitor.setDefaultTimeout(15_000);
    await visitor.goto(link);
    const done = visitor.getByTestId("alert-email-confirmed");
    await done.waitFor();
    expect(await done.textContent()).toBe(`${recipient} ist bestätigt und erhält ab jetzt die Alarme dieses Teams.`);
    expect(await visitor.locator("html").getAttribute("lang")).toBe("de");

    const after = await pageApi<Group>(page, "GET", `/v1/alert/group/${saved.data.id}`);
    expect(after.data.destinations[0]?.confirmed).toBe(true);

    await visitor.goto("/de/confirm-alerts/?token=not-a-real-token-at-all");
    await expect(visitor.getByTestId("alert-email-failed").textContent()).resolves.toContain("ungültig");
    await context.close();
  });
});
