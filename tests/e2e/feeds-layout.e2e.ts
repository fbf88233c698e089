// The feeds list at a laptop's 1366 × 800 and a phone's 390 × 844 (issue 20 item 2): at 1366 px the toolbar is one
// line, the row actions are inside the viewport without scrolling sideways, the header stays in view while the
// rows scroll, and the default order is by views; on the phone each feed is a card with its key numbers instead of
// the table. Screenshots go to test-results/e2e/feeds-layout.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

// Screenshots for a person to look at, kept inside the checkout (git-ignored).
const SCREENS = path.join(process.cwd(), "test-results/e2e/feeds-layout");
let browser: Browser;
let email = "";
const password = "password-123";

beforeAll(async () => {
  browser = await launchBrowser();
  // One Pro account with a tracked demo channel (30 feeds), shared by both sizes.
  const page = await newPage(browser);
  email = uniqueEmail("feeds-layout");
  await signUp(page, { email, password, fullname: "Layout Check" });
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
  await page.context().close();
});
afterAll(async () => browser?.close());

async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto("/signin/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/dashboard/");
  return page;
}

/** Views as the table or card shows them ("12.3K" → 12300), unknown ("—") as -1. */
function numberIn(text: string | null): number {
  const match = /([\d.,]+)\s*([KMB])?/.exec(text ?? "");
  if (!match) return -1;
  const value = Number((match[1] ?? "0").replace(/,/g, ""));
  return value * ({ K: 1e3, M: 1e6, B: 1e9 }[match[2] as "K" | "M" | "B"] ?? 1);
}

/**
 * The feeds toolbar's fit: the search field's width, the toolbar controls (buttons, selects, the search field) not
 * fully inside the viewport, and select triggers whose label takes more than one line.
 */
async function toolbarFit(page: Page) {
  return page.evaluate(() => {
    const toolbar = document.querySelector("[data-testid=feeds-toolbar]") as HTMLElement;
    const search = toolbar.querySelector("input[type=search]") as HTMLElement;
    const controls = [...toolbar.querySelectorAll<HTMLElement>("button, input, [role=combobox]")];
    const outOfView = controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width === 0 || r.left < 0 || r.right > window.innerWidth;
      })
      .map((el) => el.getAttribute("aria-label") || el.textContent?.trim() || el.tagName);
    const wrappedLabels = [...toolbar.querySelectorAll<HTMLElement>("[role=combobox]")]
      .filter((el) => {
        // The label's text lines (its text nodes only, not the chevron icon).
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((el) => el.textContent?.trim());
    return { searchWidth: search.getBoundingClientRect().width, outOfView, wrappedLabels };
  });
}

describe("the feeds list's layout", () => {
  // Where the 256 px sidebar leaves 720 or 976 px (QA s10 item 3): the toolbar wraps instead of overflowing.
  for (const width of [1024, 1280]) {
    it(`at ${width} × 800: no sideways scroll, a search field with room to type, every toolbar action in view`, async () => {
      const page = await signedInPage({ width, height: 800 });
      await page.goto("/dashboard/feeds/");
      await page.getByTestId("feeds-table").locator("tbody tr").first().waitFor();
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/feeds-${width}.png` });
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(width);
      const toolbar = await toolbarFit(page);
      expect(toolbar.searchWidth).toBeGreaterThanOrEqual(200);
      expect(toolbar.outOfView).toEqual([]);
      expect(toolbar.wrappedLabels).toEqual([]);
      await page.context().close();
    });
  }

  // A feed's and a channel's header at desktop widths (QA s10 item 2): the title keeps its width and the actions
  // wrap below it instead of squeezing it to a word per line (1366) or to nothing under the buttons (1024).
  for (const width of [1024, 1366]) {
    it(`at ${width} × 800: the feed and channel headers keep their titles wide, actions beside or below`, async () => {
      const page = await signedInPage({ width, height: 800 });
      await page.goto("/dashboard/feeds/");
      const link = page.getByTestId("feeds-table").locator("tbody tr a[href^='/dashboard/feeds/']").first();
      await link.waitFor();
      await page.goto((await link.getAttribute("href")) ?? "");
      await page.getByTestId("feed-actions").waitFor();
      for (const [block, actions] of [
        ["feed-title-block", "feed-actions"],
        ["channel-title-block", "channel-actions"],
      ] as const) {
        if (block === "channel-title-block") {
          fs.mkdirSync(SCREENS, { recursive: true });
          await page.screenshot({ path: `${SCREENS}/feed-header-${width}.png` });
          await page.locator("[data-testid=feed-title-block] a[href^='/dashboard/channels/']").click();
          await page.getByTestId(actions).waitFor();
        }
        const header = await page.evaluate(
          ([blockId, actionsId]) => {
            const title = document.querySelector(`[data-testid=${blockId}] h1`) as HTMLElement;
            const box = title.getBoundingClientRect();
            const buttons = [
              ...document.querySelectorAll(`[data-testid=${actionsId}] button, [data-testid=${actionsId}] a`),
            ]
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width > 0);
            const overlaps = buttons.filter(
              (r) => r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top,
            ).length;
            return {
              titleWidth: box.width,
              titleLines: Math.round(box.height / Number.parseFloat(getComputedStyle(title).lineHeight)),
              buttons: buttons.length,
              overlaps,
              pageWidth: document.documentElement.scrollWidth,
            };
          },
          [block, actions] as const,
        );
        expect(header.buttons, block).toBeGreaterThanOrEqual(3);
        expect(header.titleWidth, block).toBeGreaterThanOrEqual(200);
        expect(header.overlaps, block).toBe(0);
        expect(header.pageWidth, block).toBeLessThanOrEqual(width);
        if (block === "feed-title-block") expect(header.titleLines, block).toBeLessThanOrEqual(3);
      }
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/channel-header-${width}.png` });
      await page.context().close();
    });
  }

  it("at 1366 × 800: one-line toolbar, actions in view without scrolling, sticky header, sorted by views", async () => {
    const page = await signedInPage({ width: 1366, height: 800 });
    await page.goto("/dashboard/feeds/");
    const table = page.getByTestId("feeds-table");
    await table.locator("tbody tr").first().waitFor();

    // The default order is by views, largest first, without a sort in the URL.
    expect(new URL(page.url()).searchParams.get("sort")).toBeNull();
    const viewsHeader = table.locator("thead th", { hasText: "Views" }).first();
    expect(await viewsHeader.getAttribute("aria-sort")).toBe("descending");
    const headers = await table.locator("thead th").allTextContents();
    const viewsIndex = headers.findIndex((text) => text.trim().startsWith("Views"));
    const views = (
      await table
        .locator("tbody tr")
        .evaluateAll((trs, index) => trs.map((tr) => tr.querySelectorAll("td")[index]?.textContent ?? ""), viewsIndex)
    ).map(numberIn);
    expect(views.length).toBe(20);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    // Neither the page nor the table has been scrolled sideways, and the page itself does not overflow.
    const geometry = await page.evaluate(() => {
      const scroller = document.querySelector("[data-testid=feeds-table]") as HTMLElement;
      const firstRow = scroller.querySelector("tbody tr") as HTMLElement;
      const actions = firstRow.lastElementChild as HTMLElement;
      const buttons = [...actions.querySelectorAll("button, a")].map((el) => el.getBoundingClientRect());
      const toolbar = document.querySelector("[data-testid=feeds-toolbar]") as HTMLElement;
      const tops = [...toolbar.children].map((child) => Math.round(child.getBoundingClientRect().top));
      return {
        innerWidth: window.innerWidth,
        pageScrollWidth: document.documentElement.scrollWidth,
        tableScrollLeft: scroller.scrollLeft,
        tableOverflows: scroller.scrollWidth > scroller.clientWidth,
        scrollerRight: scroller.getBoundingClientRect().right,
        actionButtons: buttons.map((r) => ({ left: r.left, right: r.right, width: r.width })),
        toolbarTops: tops,
        toolbarChildren: toolbar.children.length,
      };
    });
    expect(geometry.pageScrollWidth).toBeLessThanOrEqual(geometry.innerWidth);
    expect(geometry.tableScrollLeft).toBe(0);
    // The table is wider than its frame at this size (so the pin is what keeps the actions in view).
    expect(geometry.tableOverflows).toBe(true);
    expect(geometry.actionButtons.length).toBeGreaterThanOrEqual(3);
    for (const button of geometry.actionButtons) {
      expect(button.width).toBeGreaterThan(0);
      expect(button.left).toBeGreaterThanOrEqual(0);
      expect(button.right).toBeLessThanOrEqual(Math.min(geometry.innerWidth, geometry.scrollerRight));
    }
    // The toolbar is one line: every item starts at the same height.
    expect(geometry.toolbarChildren).toBeGreaterThanOrEqual(5);
    expect(new Set(geometry.toolbarTops).size).toBe(1);
    const toolbar = await toolbarFit(page);
    expect(toolbar.searchWidth).toBeGreaterThanOrEqual(200);
    expect(toolbar.outOfView).toEqual([]);
    expect(toolbar.wrappedLabels).toEqual([]);

    // The theme tab on the end edge covers none of the page's content (QA s10 item 13: it covered "Export CSV").
    const tab = await page.evaluate(() => {
      const fab = (document.querySelector("[data-testid=theme-fab]") as HTMLElement).getBoundingClientRect();
      const main = document.querySelector("main") as HTMLElement;
      const contentRight = main.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(main).paddingRight);
      const exportButton = [...document.querySelectorAll("[data-testid=feeds-toolbar] button")].find((b) =>
        b.textContent?.includes("Export CSV"),
      ) as HTMLElement;
      return {
        fabLeft: fab.left,
        fabWidth: fab.width,
        contentRight,
        exportRight: exportButton.getBoundingClientRect().right,
      };
    });
    expect(tab.fabWidth).toBeGreaterThanOrEqual(24);
    expect(tab.fabLeft).toBeGreaterThanOrEqual(tab.contentRight);
    expect(tab.exportRight).toBeLessThanOrEqual(tab.fabLeft);

    // The first row's actions are clickable where they are: hovering the delete button finds it, not a cell above.
    const firstActions = table.locator("tbody tr").first().locator("td").last();
    await firstActions.getByRole("button").last().hover({ trial: true });

    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/feeds-1366.png` });

    // The header stays at the top of the table's frame while the rows scroll under it.
    const header = await table.evaluate((scroller) => {
      scroller.scrollTop = 400;
      const frameTop = scroller.getBoundingClientRect().top;
      const th = scroller.querySelector("thead th") as HTMLElement;
      return { scrolled: scroller.scrollTop, offset: Math.round(th.getBoundingClientRect().top - frameTop) };
    });
    expect(header.scrolled).toBeGreaterThan(0);
    expect(Math.abs(header.offset)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it("at 390 × 844: each feed is a card with views, growth, engagement and outlier; no table, no sideways scroll", async () => {
    const page = await signedInPage({ width: 390, height: 844 });
    await page.goto("/dashboard/feeds/");
    const cards = page.getByTestId("feed-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(20);
    expect(await page.getByTestId("feeds-table").count()).toBe(0);

    const first = cards.first();
    const labels = await first.locator("dt").allTextContents();
    expect(labels.map((label) => label.trim())).toEqual([
      "Views",
      "Views growth, 7 days",
      "Engagement",
      expect.stringMatching(/^Outlier/),
    ]);
    const values = await first.locator("dd").allTextContents();
    expect(values.every((value) => value.trim().length > 0)).toBe(true);
    // Cards come in the default order too: views never rise from one card to the next.
    const views = (
      await cards.evaluateAll((items) => items.map((li) => li.querySelector("dd")?.textContent ?? ""))
    ).map(numberIn);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const fits = await page.evaluate(() => {
      const card = document.querySelector("[data-testid=feed-card]") as HTMLElement;
      const rect = card.getBoundingClientRect();
      const buttons = [...card.querySelectorAll("button, a")].map((el) => el.getBoundingClientRect().right);
      return {
        innerWidth: window.innerWidth,
        pageScrollWidth: document.documentElement.scrollWidth,
        cardRight: rect.right,
        buttonsRight: Math.max(...buttons),
      };
    });
    expect(fits.pageScrollWidth).toBeLessThanOrEqual(fits.innerWidth);
    expect(fits.cardRight).toBeLessThanOrEqual(fits.innerWidth);
    expect(fits.buttonsRight).toBeLessThanOrEqual(fits.innerWidth);

    // The phone's sort select changes the order, kept in the URL.
    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Views ↑" }).click();
    await page.waitForURL(/sort=views&order=asc|order=asc&sort=views/);

    fs.mkdirSync(SCREENS, { recursive: true });
    await page.goto("/dashboard/feeds/");
    await cards.first().waitFor();
    await page.screenshot({ path: `${SCREENS}/feeds-390.png` });
    await page.context().close();
  });
});
