// Pricing and landing polish (issue 20 item 5): the yearly discount badge and the card buttons fit in every locale
// (measured: scrollWidth against clientWidth, one line, inside the card), a feature a plan lacks has a cross, the
// landing's figures and quotes say they are illustrative, "Get Pro" keeps the chosen plan through sign-up and email
// verification to that plan's checkout, and an English URL stays English after a visit to /de/ (the stored locale
// applies only on `/`). Screenshots of the German and Japanese cards go to test-results/e2e/pricing-polish.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_PREFIXES, LOCALES, type Locale } from "@/i18n/locales";
import { launchBrowser, linkFromOutbox, newPage, uniqueEmail } from "./support/browser";

// Screenshots for a person to look at, kept inside the checkout (git-ignored).
const SCREENS = path.join(process.cwd(), "test-results/e2e/pricing-polish");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

function prefixOf(locale: Locale): string {
  return locale === "en" ? "" : (LOCALE_PREFIXES[locale] ?? `/${locale}`);
}

/** Switches the cards to yearly with the toggle's second button (its label differs per locale). */
async function showYearly(page: Page) {
  const yearly = page.locator("#pricing fieldset button").nth(1);
  await page.waitForFunction(() => {
    const button = document.querySelectorAll("#pricing fieldset button")[1];
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
  await yearly.click();
  await page.waitForFunction(
    () =>
      document
        .querySelector("#pricing [data-billing='yearly']")
        ?.closest(".group\\/pricing")
        ?.getAttribute("data-billing") === "yearly",
  );
}

interface Fit {
  what: string;
  text: string;
  overflowX: number;
  overflowY: number;
  lines: number;
  outsideCard: boolean;
}

/** Every visible badge and card button of the pricing section, measured. */
async function measure(page: Page): Promise<Fit[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const targets = [
      ...document.querySelectorAll("#pricing [data-testid=yearly-discount]"),
      ...document.querySelectorAll("#pricing [data-testid=toggle-discount]"),
      ...document.querySelectorAll("#pricing [data-testid^=plan-button-]"),
    ].filter(visible);
    return targets.map((el) => {
      const box = el as HTMLElement;
      const rect = box.getBoundingClientRect();
      const card = box.closest("article")?.getBoundingClientRect();
      const lineHeight = Number.parseFloat(getComputedStyle(box).lineHeight) || 16;
      const isBadge = box.dataset.testid?.endsWith("discount") ?? false;
      return {
        what: box.dataset.testid ?? "",
        text: box.textContent ?? "",
        overflowX: box.scrollWidth - box.clientWidth,
        overflowY: box.scrollHeight - box.clientHeight,
        // A badge must be one line; a button may wrap but must hold its text.
        lines: isBadge ? Math.round((rect.height - 4) / lineHeight) : 1,
        outsideCard: card ? rect.left < card.left - 0.5 || rect.right > card.right + 0.5 : false,
      };
    });
  });
}

describe("pricing cards", () => {
  // One test per locale and width (each loads the landing page once): all 12 locales at 1280 px (four cards in a row,
  // the narrowest cards), German and Japanese also at 1024 and 390 px.
  const cases: { locale: Locale; width: number }[] = [
    ...LOCALES.map((locale) => ({ locale, width: 1280 })),
    ...(["de", "ja"] as const).flatMap((locale) => [1024, 390].map((width) => ({ locale, width }))),
  ];
  it.each(cases)("fit the yearly badge and the buttons in $locale at $width px", async ({ locale, width }) => {
    const page = await newPage(browser, { width, height: 900 });
    await page.goto(`${prefixOf(locale)}/#pricing`);
    await showYearly(page);
    const fits = await measure(page);
    // Pro and Max badges, the toggle's badge, and four buttons (Free, Pro, Max, Enterprise).
    expect(fits.filter((fit) => fit.what === "yearly-discount")).toHaveLength(2);
    expect(fits.filter((fit) => fit.what === "toggle-discount")).toHaveLength(1);
    expect(fits.filter((fit) => fit.what.startsWith("plan-button-"))).toHaveLength(4);
    const problems = fits.filter((fit) => fit.overflowX > 0 || fit.overflowY > 0 || fit.lines > 1 || fit.outsideCard);
    expect(problems).toEqual([]);
    if (width === 1280 && (locale === "de" || locale === "ja")) {
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.locator("#pricing").screenshot({ path: `${SCREENS}/pricing-${locale}.png` });
    }
    await page.context().close();
  });

  it("shows a cross for a feature a plan lacks and a check for the ones it has", async () => {
    const page = await newPage(browser);
    await page.goto("/#pricing");
    const free = page.locator('[data-plan="free"] li');
    const lacking = page.locator('[data-plan="free"] li[data-included="false"]');
    expect(await lacking.count()).toBe(1);
    expect(await lacking.textContent()).toBe("No channel tracking");
    expect(await lacking.locator("svg.lucide-x").count()).toBe(1);
    expect(await lacking.locator("svg.lucide-check").count()).toBe(0);
    expect(await free.count()).toBe(6);
    for (const plan of ["pro", "max", "enterprise"]) {
      expect(await page.locator(`[data-plan="${plan}"] li[data-included="false"]`).count()).toBe(0);
      const items = page.locator(`[data-plan="${plan}"] li`);
      expect(await items.locator("svg.lucide-check").count()).toBe(await items.count());
    }
    await page.context().close();
  });

  it("says the landing's figures and quotes are illustrative", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    expect(await page.getByTestId("stats-illustrative").textContent()).toContain("Illustrative figures");
    expect(await page.getByTestId("testimonials-illustrative").textContent()).toContain("Illustrative quotes");
    await page.goto("/ja/");
    expect(await page.getByTestId("stats-illustrative").textContent()).toContain("参考値");
    await page.context().close();
  });
});

describe("a plan chosen on the pricing cards", () => {
  it("survives sign-up and verification and ends in that plan's checkout (Pro, yearly)", async () => {
    const page = await newPage(browser);
    await page.goto("/#pricing");
    // Free stays a plain sign-up; monthly Pro carries its period.
    expect(await page.getByTestId("plan-button-free").getAttribute("href")).toMatch(/^\/signup\/?$/);
    expect(await page.getByTestId("plan-button-pro").getAttribute("href")).toMatch(
      /^\/signup\/?\?plan=pro&period=monthly$/,
    );
    // One button per card shows at a time: the monthly one now, the yearly one after the switch.
    const visibleLinks = async () =>
      page
        .locator('[data-plan="pro"] a, [data-plan="max"] a')
        .evaluateAll((links) =>
          links
            .filter((link) => (link as HTMLElement).offsetParent !== null)
            .map((link) => link.getAttribute("data-testid")),
        );
    expect(await visibleLinks()).toEqual(["plan-button-pro", "plan-button-max"]);
    await showYearly(page);
    expect(await visibleLinks()).toEqual(["plan-button-pro-yearly", "plan-button-max-yearly"]);
    const getPro = page.getByTestId("plan-button-pro-yearly");
    expect(await getPro.getAttribute("href")).toMatch(/^\/signup\/?\?plan=pro&period=yearly$/);
    await getPro.click();
    await page.waitForURL((url) => url.pathname === "/signup/" && url.search === "?plan=pro&period=yearly");

    const email = uniqueEmail("chosen-plan");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Full name").fill("Plan Chooser");
    await page.getByLabel("Password", { exact: true }).fill("password-123");
    await page.getByLabel("Confirm password").fill("password-123");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/subscriptions/");
    expect(new URL(page.url()).search).toBe("?plan=pro&period=yearly");
    // Checkout needs a verified email: the page says so first, and offers nothing yet.
    await page.getByTestId("billing-ask-owner").waitFor();
    expect(await page.getByTestId("confirm-modal").count()).toBe(0);

    const link = await linkFromOutbox(page, email, "/verify-email/");
    await page.goto(link);
    await page.getByTestId("verify-done").waitFor();
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/subscriptions/");

    const dialog = page.getByTestId("confirm-modal");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Upgrade to Pro?");
    expect(await dialog.textContent()).toContain("$999 billed yearly");
    expect(await page.getByTestId("interval-yearly").getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("confirm-submit").click();
    await page.waitForURL("**/dashboard/subscriptions/checkout/?session=*");
    const summary = page.getByTestId("checkout-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toContain("pro_yearly");

    // Offered once: back on the subscriptions page, no dialog opens by itself.
    await page.goto("/dashboard/subscriptions/");
    await page.getByTestId("choose-max").waitFor();
    expect(await page.getByTestId("confirm-modal").count()).toBe(0);
    await page.context().close();
  });
});

describe("the stored locale", () => {
  it("applies only on /: English URLs stay English after a visit to /de/", async () => {
    const page = await newPage(browser);
    await page.goto("/de/");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    const cookie = (await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("de");

    for (const path of ["/signup/", "/blogs/", "/privacy-policy/"]) {
      const answer = await page.goto(path);
      expect({ path, status: answer?.status() }).toEqual({ path, status: 200 });
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
    }
    // The English pages left the preference alone, and `/` still follows it.
    expect((await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("de");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/de/");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await page.context().close();
  });
});
