import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The focused element's test id, or its id, or its tag: enough to say where the keyboard is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("data-testid") ?? (el?.id || el?.tagName.toLowerCase() || null);
  });
const focusInside = (page: Page, testId: string) =>
  page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);

/** The first Tab lands on a visible "Skip to content" link, and Enter moves the focus to the main landmark. */
async function expectSkipLink(page: Page, label: string) {
  await page.keyboard.press("Tab");
  expect(await focused(page)).toBe("skip-link");
  const link = page.getByTestId("skip-link");
  expect(await link.textContent()).toBe(label);
  expect((await link.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await page.keyboard.press("Enter");
  expect(await focused(page)).toBe("main-content");
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
}

describe("dashboard shell", () => {
  it("shows every menu item, follows the path, and each page has an empty state", async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail(), password: "password-123", fullname: "Shell Test" });
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Overview", "Feeds", "Channels", "Explore"])
      await nav.getByRole("link", { name: label }).waitFor();
    await nav.getByRole("button", { name: /Alerts/ }).click();
    for (const label of ["Targets", "Groups", "Rules"]) await nav.getByRole("link", { name: label }).waitFor();

    await nav.getByRole("link", { name: "Feeds" }).click();
    await page.waitForURL("**/dashboard/feeds/");
    await page.getByRole("heading", { name: "No feeds tracked yet" }).waitFor();
    expect(await nav.getByRole("link", { name: "Feeds" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();

    for (const [path, heading] of [
      ["/dashboard/channels/", "No channels tracked yet"],
      ["/dashboard/analyze/", "Explore accounts"],
      ["/dashboard/alerts/rule/", "Alerts tell your team when a video takes off"], // a Free team: what alerts are
      ["/dashboard/collections/", "No collections yet"],
      ["/dashboard/subscriptions/", "Your team is on the Free plan"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { name: heading }).waitFor();
    }
  });

  it("collapses the sidebar under 992 px into a modal drawer that holds the focus; skip link and modals by keyboard", async () => {
    const page = await newPage(browser, { width: 800, height: 900 });
    await signUp(page, { email: uniqueEmail(), password: "password-123", fullname: "Narrow Test" });
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.getByTestId("open-menu").click();
    await page.getByTestId("sidebar-drawer").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("sidebar-drawer").waitFor({ state: "detached" });
    // Widened past 992 px with the drawer open (a tablet turned): the drawer closes instead of blocking the page
    // behind a hidden modal, and the sidebar takes its place.
    await page.getByTestId("open-menu").click();
    await page.getByTestId("sidebar-drawer").waitFor();
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.getByTestId("sidebar-drawer").waitFor({ state: "detached" });
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    // The menu button is hidden at this width: the focus goes to the main landmark, not to <body>.
    expect(await focused(page)).toBe("main-content");
    expect(await page.evaluate(() => getComputedStyle(document.body).pointerEvents)).not.toBe("none");

    // The keyboard (QA s10 items 4a, 4b, 4c): a skip link first, then a modal drawer that holds the focus.
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signUp(phone, { email: uniqueEmail(), password: "password-123", fullname: "Keyboard Test" });
    await phone.getByTestId("open-menu").waitFor();
    await expectSkipLink(phone, "Skip to content");
    await phone.getByTestId("open-menu").focus();
    await phone.keyboard.press("Enter");
    const drawer = phone.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    expect(await drawer.getAttribute("aria-modal")).toBe("true");
    expect(await focusInside(phone, "sidebar-drawer")).toBe(true);
    for (let i = 0; i < 25; i++) {
      await phone.keyboard.press("Tab");
      expect(await focusInside(phone, "sidebar-drawer")).toBe(true);
    }
    // A modal opened by a window event from inside the drawer starts in its field and gives the focus back.
    await drawer.getByTestId("sidebar-new-collection").focus();
    await phone.keyboard.press("Enter");
    await phone.getByTestId("new-collection-modal").waitFor();
    expect(await focused(phone)).toBe("new-collection-name");
    await phone.keyboard.press("Escape");
    await phone.getByTestId("new-collection-modal").waitFor({ state: "detached" });
    expect(await focused(phone)).toBe("sidebar-new-collection");
    await phone.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await focused(phone)).toBe("open-menu");

    const wide = await newPage(browser, { width: 1200, height: 900 });
    await wide.goto("/dashboard/");
    await wide.waitForURL("**/signin/");
  });

  it("shows scroll-to-top after 100 px and the message bar clears itself after 3 s", async () => {
    const page = await newPage(browser, { width: 1280, height: 500 });
    await signUp(page, { email: uniqueEmail(), password: "password-123", fullname: "Scroll Test" });
    await page.goto("/dashboard/settings/");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    expect(await page.getByTestId("scroll-top").count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByTestId("scroll-top").waitFor();

    await page.getByLabel("Full name").fill("Renamed Person");
    await page.getByRole("button", { name: "Save changes" }).first().click();
    const bar = page.getByTestId("message-bar");
    expect(await bar.textContent()).toContain("Profile saved");
    await bar.waitFor({ state: "detached", timeout: 5_000 });
    expect(await page.getByTestId("profile-menu").textContent()).toContain("Renamed Person");
  });
});

describe("localized pages", () => {
  it("serves English unprefixed, German under /de/ and Traditional Chinese under /tw/", async () => {
    const page = await newPage(browser);
    await page.goto("/signin/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await expectSkipLink(page, "Skip to content");
    await page.goto("/de/signin/");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.getByRole("button", { name: "Anmelden", exact: true }).count()).toBe(1);
    await page.goto("/tw/signup/");
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-TW");
  });

  it("the language menu keeps the page, and the stored choice wins on the next unprefixed visit", async () => {
    const page = await newPage(browser);
    await page.goto("/signin/");
    await page.getByLabel("Language").selectOption("fr");
    await page.waitForURL("**/fr/signin/");
    await page.goto("/");
    await page.waitForURL("**/fr/");
  });

  it("links the terms and privacy policy from sign-up, in the page's language", async () => {
    const page = await newPage(browser);
    await page.goto("/signup/");
    const [terms] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "Terms of Service" }).click(),
    ]);
    await terms.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
    await page.goto("/ja/privacy-policy/");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.locator("h1").textContent()).not.toBe("Privacy Policy");
  });

  it("answers an unknown page with a localized 404", async () => {
    const page = await newPage(browser);
    const res = await page.goto("/de/nothing-here/");
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Seite nicht gefunden" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await expectSkipLink(page, "Zum Inhalt springen");
    // The browser tab names the page too (it was empty: only the URL showed).
    expect(await page.title()).toBe("Seite nicht gefunden · Feedscope");
    await page.goto("/tools/no-such-tool/");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await page.title()).toBe("Page not found · Feedscope");
  });
});
