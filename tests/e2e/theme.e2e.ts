import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const html = (page: Page) => page.locator("html");
const isDark = async (page: Page) => ((await html(page).getAttribute("class")) ?? "").split(/\s+/).includes("dark");
const stored = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("theme");
    return raw ? JSON.parse(raw).state : null;
  });
const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const group = (page: Page, name: string) =>
  page.getByRole("dialog", { name: "Theme settings" }).getByRole("radiogroup", { name, exact: true });
const pick = (page: Page, groupName: string, option: string) =>
  group(page, groupName).getByRole("radio", { name: option, exact: true }).click();
const box = async (page: Page, testId: string) => {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} has no box`);
  return b;
};

/** WCAG contrast ratio between an element's text colour and the first opaque background behind it. */
const textContrast = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      // Tailwind 4 colours compute as oklch(): let a canvas turn any CSS colour into sRGB bytes.
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
      const rgb = (value: string) => {
        if (!ctx) throw new Error("no canvas");
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = value;
        ctx.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      let node: Element | null = el;
      let background = "rgb(255, 255, 255)";
      while (node) {
        const bg = rgb(getComputedStyle(node).backgroundColor);
        if ((bg[3] ?? 0) > 0.9) {
          background = getComputedStyle(node).backgroundColor;
          break;
        }
        node = node.parentElement;
      }
      const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(rgb(background))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });

async function expectDarkTealClosed(page: Page) {
  expect(await isDark(page)).toBe(true);
  expect(await rootVar(page, "--primary-rgb")).toBe("15, 118, 110");
  // The primary variable really recolours brand utilities (the floating settings button is bg-brand-600).
  expect(await page.getByTestId("theme-fab").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    "rgb(15, 118, 110)",
  );
  expect(await html(page).getAttribute("data-vertical-style")).toBe("closed");
  const sidebar = page.getByTestId("desktop-sidebar");
  expect(await sidebar.getAttribute("data-shape")).toBe("closed");
  expect((await box(page, "desktop-sidebar")).width).toBeLessThan(80);
}

describe("theme switcher", () => {
  it("applies, persists across a reload, follows the light/dark rules, switches to RTL and resets", async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await signUp(page, { email: uniqueEmail("theme"), password: "password-123", fullname: "Theme Tester" });
    expect(await html(page).getAttribute("dir")).toBe("ltr");
    expect(await isDark(page)).toBe(false);

    // Open by keyboard; the dialog takes focus and is labelled.
    await page.getByTestId("theme-button").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Theme settings" });
    await dialog.waitFor();
    // The dialog moves focus inside itself (a focus trap); wait for that before steering focus.
    await page.waitForFunction(() => !!document.activeElement?.closest("[role=dialog]"));
    // Arrow keys move through a radio group and select (Light -> Dark).
    await group(page, "Colour mode").getByRole("radio", { name: "Light" }).focus();
    // Held as a person would: radix moves focus on the next tick and selects only while the arrow key is down.
    await page.keyboard.down("ArrowRight");
    await group(page, "Colour mode").getByRole("radio", { name: "Dark", checked: true }).waitFor();
    await page.keyboard.up("ArrowRight");
    // Dark sets the header and menu styles to dark.
    await group(page, "Menu style").getByRole("radio", { name: "Dark", checked: true }).waitFor();
    expect(await html(page).getAttribute("data-header-style")).toBe("dark");
    await pick(page, "Primary colour", "Teal");
    await pick(page, "Sidebar style", "Closed");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus goes back to the opener once the dialog has closed (a moment after it leaves the DOM).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")), { timeout: 5000 })
      .toBe("theme-button");
    await expectDarkTealClosed(page);

    await page.reload();
    await page.getByTestId("desktop-sidebar").waitFor();
    await expectDarkTealClosed(page);
    expect(await stored(page)).toMatchObject({ class: "dark", primaryRgb: "15, 118, 110", verticalStyle: "closed" });

    // The feature pages follow dark mode: their headings stay readable on the dark canvas and cards.
    expect(await textContrast(page, "main h1")).toBeGreaterThan(4.5);
    expect(await textContrast(page, "[data-testid=demo-workspace-card] h2")).toBeGreaterThan(4.5);
    await page.goto("/dashboard/feeds/");
    await page.locator("main h1").waitFor();
    expect(await textContrast(page, "main h1")).toBeGreaterThan(4.5);
    await page.goto("/dashboard/");
    await page.getByTestId("desktop-sidebar").waitFor();
    // Only the theme key holds the theme: "root" keeps the account state alone.
    expect(await page.evaluate(() => localStorage.getItem("root"))).not.toContain("verticalStyle");

    // Custom backgrounds and a menu style, then light resets them.
    await page.getByTestId("theme-fab").click();
    await pick(page, "Background", "Ocean");
    await pick(page, "Menu background image", "Waves");
    await pick(page, "Menu style", "Gradient");
    expect(await rootVar(page, "--color-night")).toBe("rgb(6, 30, 46)");
    await pick(page, "Colour mode", "Light");
    expect(await stored(page)).toMatchObject({ class: "light", background: "", menuImage: "", menuStyle: "light" });
    expect(await isDark(page)).toBe(false);
    expect(await rootVar(page, "--menu-image")).toBe("");
    expect(await group(page, "Background").getByRole("radio", { name: "Default" }).getAttribute("aria-checked")).toBe(
      "true",
    );

    // RTL: the document turns and the sidebar moves to the right of the content.
    await pick(page, "Sidebar style", "Default");
    await pick(page, "Direction", "Right to left");
    expect(await html(page).getAttribute("dir")).toBe("rtl");
    await page.keyboard.press("Escape");
    const sidebar = await box(page, "desktop-sidebar");
    const header = await box(page, "dashboard-header");
    expect(sidebar.x).toBeGreaterThan(header.x + header.width - 1);
    expect(sidebar.x + sidebar.width).toBeGreaterThan(1270);

    // The feeds table reads from the right: its first column sits to the right of its last.
    await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
      await fetch("/v1/feed/", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: "https://www.youtube.com/shorts/e2etheme001" }),
      });
    });
    await page.goto("/dashboard/feeds/");
    const headers = page.getByTestId("feeds-table").locator("thead th");
    await headers.first().waitFor();
    const first = await headers.first().boundingBox();
    const last = await headers.last().boundingBox();
    if (!first || !last) throw new Error("feeds table headers have no box");
    expect(first.x).toBeGreaterThan(last.x);
    // Cells align to the reading start (a physical "left" would pin them to the wrong side in RTL).
    expect(
      await page
        .getByTestId("feeds-table")
        .locator("table")
        .evaluate((el) => getComputedStyle(el).textAlign),
    ).toMatch(/^(start|right)$/);
    await page.goto("/dashboard/");
    await page.getByTestId("desktop-sidebar").waitFor();

    // Reset: defaults back and nothing stored.
    await page.getByTestId("theme-button").click();
    await page.getByTestId("theme-reset").click();
    expect(await html(page).getAttribute("dir")).toBe("ltr");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(await rootVar(page, "--primary-rgb")).toBe("79, 70, 229");
    expect(await html(page).getAttribute("data-vertical-style")).toBe("default");
    await page.keyboard.press("Escape");
    expect((await box(page, "desktop-sidebar")).x).toBe(0);
    await page.reload();
    await page.getByTestId("desktop-sidebar").waitFor();
    expect(await html(page).getAttribute("dir")).toBe("ltr");
    expect(await isDark(page)).toBe(false);
  });

  it("opens and works at phone width", async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signUp(page, { email: uniqueEmail("theme-phone"), password: "password-123", fullname: "Phone Tester" });
    // On a phone the header's button opens the panel; no tab floats over the content (issue 20 item 7).
    await page.getByTestId("theme-button").waitFor();
    expect(await page.getByTestId("theme-fab").isVisible()).toBe(false);
    await page.getByTestId("theme-button").click();
    const dialog = page.getByRole("dialog", { name: "Theme settings" });
    await dialog.waitFor();
    const panel = await box(page, "theme-panel");
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(391);
    await pick(page, "Colour mode", "Dark");
    // The last group is reachable by scrolling inside the panel.
    await pick(page, "Menu background image", "Dots");
    expect(await stored(page)).toMatchObject({ class: "dark", menuImage: "dots" });
    await dialog.getByRole("button", { name: "Close theme settings" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await isDark(page)).toBe(true);
    // The drawer uses the chosen menu image.
    await page.getByTestId("open-menu").click();
    await page.getByTestId("sidebar-drawer").waitFor();
    expect(await page.getByTestId("sidebar-drawer").evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      "radial-gradient",
    );
  });

  it("runs the dashboard under a strict nonce CSP: Next's scripts and the theme boot script run, nothing is blocked", async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    // Every CSP violation the page reports, from the first script on (and the console's word for blocked scripts).
    await page.context().addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const cspConsole: string[] = [];
    page.on("console", (m) => {
      if (/content security policy/i.test(m.text())) cspConsole.push(m.text());
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await signUp(page, { email: uniqueEmail("csp"), password: "password-123", fullname: "CSP Tester" });
    // Interactive: the theme panel opens and switches to dark.
    await page.getByTestId("theme-button").click();
    await pick(page, "Colour mode", "Dark");
    await page.keyboard.press("Escape");
    expect(await isDark(page)).toBe(true);

    const response = await page.goto("/dashboard/");
    if (!response) throw new Error("no response for /dashboard/");
    const policies = (await response.headersArray()).filter((h) => h.name.toLowerCase() === "content-security-policy");
    expect(policies).toHaveLength(1);
    const scriptSrc = (policies[0]?.value ?? "").split("; ").find((d) => d.startsWith("script-src "));
    const nonce = scriptSrc?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, scriptSrc).toBeTruthy();
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Every script of the document carries this response's nonce (Next's own and the theme boot script).
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts.filter((t) => !t.includes("application/ld+json")))
      expect(tag).toContain(`nonce="${nonce}"`);
    await page.getByTestId("desktop-sidebar").waitFor();
    expect(await isDark(page)).toBe(true);
    // Still interactive after the reload: client-side navigation and the theme panel.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Feeds" }).click();
    await page.waitForURL("**/dashboard/feeds/");
    await page.getByTestId("theme-button").click();
    await page.getByRole("dialog", { name: "Theme settings" }).waitFor();
    expect(await violations()).toEqual([]);
    expect(cspConsole).toEqual([]);

    // Before paint, from the boot script alone: with Next's JavaScript withheld nothing else can set the dark class.
    const bare = await page.context().newPage();
    await bare.route("**/_next/static/**/*.js", (route) => route.abort());
    await bare.goto("/dashboard/", { waitUntil: "domcontentloaded" });
    expect(await isDark(bare)).toBe(true);
    expect(await bare.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

    // The static public pages keep the config-level policy.
    const publicPage = await page.request.get("/privacy-policy/", { maxRedirects: 0 });
    expect(publicPage.status()).toBe(200);
    const publicPolicy = publicPage.headers()["content-security-policy"] ?? "";
    expect(publicPolicy).toContain("'unsafe-inline'");
    expect(publicPolicy).not.toContain("'nonce-");
  });
});
