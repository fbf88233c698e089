// Issue 16 item 6 in the browser: a Max Owner creates a target on a demo feed, a group with a Discord destination
// and a signed webhook (a loopback receiver refused at its field, then a public one whose secret is shown once), a
// rule whose sentence reads in plain words in the table, and turns the rule off and on; a Free Owner sees what alerts
// are, with an Upgrade that leads to the plans.
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, trackDemoFeed, verifiedOwner } from "./support/alerts";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Waits until React owns an element (a click before hydration would act on the bare server HTML). */
async function waitForHydration(page: Page, testId: string) {
  await page.waitForFunction((id) => {
    const element = document.querySelector(`[data-testid="${id}"]`);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, testId);
}

/** Opens a Radix select by its test id and picks the option with this accessible name. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option }).click();
}

describe("alert pages", () => {
  it("a Max Owner builds a target, a group and a rule, reads the rule in words, and turns it off and on", async () => {
    const { page, email } = await verifiedOwner(browser, "alerts-max");
    await setPlan(email, "max");
    expect(await trackDemoFeed(page)).toBe(0);

    // Target: the demo feed, picked from the team's own feeds.
    await page.goto("/dashboard/alerts/target/");
    await waitForHydration(page, "target-new");
    await page.getByTestId("target-new").click();
    await page.getByTestId("target-dialog").waitFor();
    // The first field takes the focus: the kind select's visible trigger, never the hidden native <select> Radix
    // renders beside it inside a form (aria-hidden, tabindex -1).
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="target-dialog"]') !== null);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("target-kind");
    await page.getByTestId("target-item").click();
    const feedOptions = page.getByRole("option");
    expect(await feedOptions.count()).toBe(2); // "Choose one" and the one tracked feed
    await feedOptions.nth(1).click();
    await page.getByTestId("target-save").click();
    await page.getByTestId("target-dialog").waitFor({ state: "detached" });
    const targetRows = page.getByTestId("targets-table").locator("tbody tr");
    await targetRows.first().waitFor();
    expect(await targetRows.count()).toBe(1);
    expect(await targetRows.first().textContent()).toContain("None"); // no rule uses it yet

    // Group: a Discord destination and a signed webhook. A loopback receiver is refused at its own field.
    await page.goto("/dashboard/alerts/group/");
    await waitForHydration(page, "group-new");
    await page.getByTestId("group-new").click();
    await page.getByTestId("group-name").fill("Growth team");
    await choose(page, "destination-0-type", "Discord");
    expect(await page.getByTestId("destination-0-help").textContent()).toContain("Integrations → Webhooks");
    const discordToken = randomBytes(30).toString("hex");
    await page
      .getByTestId("destination-0-url")
      .fill(`https://discord.com/api/webhooks/123456789012345678/${discordToken}`);
    await page.getByTestId("group-add-destination").click();
    await choose(page, "destination-1-type", "Webhook");
    await page.getByTestId("destination-1-url").fill("https://127.0.0.1:9/hook");
    await page.getByTestId("group-save").click();
    const refusal = page.getByTestId("destination-1-url-error");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain("127.0.0.1");
    expect(await page.getByTestId("destination-0-url-error").count()).toBe(0);

    await page.getByTestId("destination-1-url").fill("https://receiver.example.com/feedscope");
    await page.getByTestId("group-save").click();
    const secret = page.getByTestId("webhook-secret");
    await secret.waitFor();
    const secretValue = (await secret.textContent()) ?? "";
    expect(secretValue.length).toBeGreaterThanOrEqual(32);
    await page.getByTestId("secret-done").click();
    const groupRow = page.getByTestId("groups-table").locator("tbody tr").first();
    await groupRow.getByText("Growth team").waitFor();
    const groupText = await groupRow.textContent();
    expect(groupText).toContain("Discord");
    expect(groupText).toContain("receiver.example.com");
    expect(groupText).not.toContain(discordToken); // the Discord URL's token is masked
    expect(groupText).not.toContain(secretValue); // shown once, then only its last characters
    expect(await page.getByTestId("webhook-secret").count()).toBe(0);

    // Rule: built from selects, read back as a sentence while it is being written and then in the table.
    await page.goto("/dashboard/alerts/rule/");
    await waitForHydration(page, "rule-new");
    await page.getByTestId("rule-new").click();
    await page.getByTestId("rule-name").fill("Launch views");
    await choose(page, "rule-target", /^the feed /);
    await choose(page, "rule-group", "Growth team");
    await page.getByTestId("rule-threshold").fill("10000");
    const preview = await page.getByTestId("rule-preview").textContent();
    expect(preview).toMatch(/^When views of the feed .+ grow by 10,000 in one cycle, tell Growth team$/);
    expect(await page.getByTestId("rule-cooldown").inputValue()).toBe("6");
    await page.getByTestId("rule-save").click();
    await page.getByTestId("rule-dialog").waitFor({ state: "detached" });

    const sentence = page.locator("[data-testid$='-sentence']").first();
    await sentence.waitFor();
    expect(await sentence.textContent()).toBe(preview);
    expect(await sentence.locator("strong").allTextContents()).toEqual([
      "views",
      expect.stringMatching(/^the feed /),
      "10,000",
      "Growth team",
    ]);
    const ruleId = (await sentence.getAttribute("data-testid"))?.replace(/^rule-(\d+)-sentence$/, "$1");
    const active = page.getByTestId(`rule-${ruleId}-active`);
    expect(await active.getAttribute("aria-checked")).toBe("true");

    // Off, and still off after a reload (the server kept it), then on again.
    await active.click();
    await page.getByText("Rule Launch views turned off").waitFor();
    await page.reload();
    await page.getByTestId(`rule-${ruleId}-active`).waitFor();
    expect(await page.getByTestId(`rule-${ruleId}-active`).getAttribute("aria-checked")).toBe("false");
    await waitForHydration(page, `rule-${ruleId}-active`);
    await page.getByTestId(`rule-${ruleId}-active`).click();
    await page.getByText("Rule Launch views turned on").waitFor();
    expect(await page.getByTestId(`rule-${ruleId}-active`).getAttribute("aria-checked")).toBe("true");

    // The events log is there and says nothing fired yet; the target now counts its rule.
    expect(await page.getByTestId("events-log").textContent()).toContain("Nothing has fired yet");
    await page.goto("/dashboard/alerts/target/");
    await page.getByTestId("targets-table").getByText("1 rule").waitFor();
  });

  it("a Free Owner sees what alerts are, an example rule and which plan has which channels, with Upgrade", async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail("alerts-free"), password: "password-123", fullname: "Free Owner" });
    await page.goto("/dashboard/alerts/rule/");
    const upsell = page.getByTestId("alerts-upsell");
    await upsell.waitFor();
    expect(await page.getByTestId("alerts-upsell-example").textContent()).toBe(
      "When views of any feed in collection Launch grow by 10,000 in one cycle, tell Growth team",
    );
    const text = await upsell.textContent();
    expect(text).toContain("Free: no alerts");
    expect(text).toContain("Max: everything in Pro plus signed webhooks");
    expect(await page.getByTestId("rule-new").count()).toBe(0);
    expect(await page.getByTestId("events-log").count()).toBe(0);
    await waitForHydration(page, "alerts-upgrade");
    await page.getByTestId("alerts-upgrade").click();
    await page.waitForURL("**/dashboard/subscriptions/");
  });
});
