// Screenshots of the landing, overview, feeds, feed detail, channels, collection detail and settings pages in light,
// dark and dark+RTL, at desktop and phone widths, against a running Feedscope (issue 12 item 5: the colour-token
// change is judged by these pictures).
// Usage: npx tsx scripts/screenshots.ts <base-url> <output-dir>
// SCREENS_PAGES and SCREENS_THEMES (comma-separated names, e.g. "feeds,feed" and "light,dark") take a subset.
// The server needs AUTH_RATE_LIMIT=false and the demo platform (no PLATFORM_API_KEY), as the e2e server has.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { DEFAULT_THEME, mergeTheme, THEME_STORAGE_KEY, type ThemeSettings } from "@/lib/theme/theme-settings";

const [baseUrl = "", outDir = ""] = process.argv.slice(2);
if (!baseUrl || !outDir) {
  console.error("usage: npx tsx scripts/screenshots.ts <base-url> <output-dir>");
  process.exit(2);
}

// What a person gets by picking the mode in the theme panel (picking dark also darkens header and menu).
const dark = mergeTheme(DEFAULT_THEME, { class: "dark" });
const THEMES: Record<string, ThemeSettings> = {
  light: { ...DEFAULT_THEME },
  dark,
  "dark-rtl": { ...dark, dir: "rtl" },
  // Bars on coloured backgrounds (the inverse surfaces) with a primary preset.
  "light-colour-bars": { ...DEFAULT_THEME, menuStyle: "gradient", headerStyle: "color", primaryRgb: "15, 118, 110" },
};
// The detail pages' paths are known once the demo data is loaded (see demoPaths).
const pages = (demo: Awaited<ReturnType<typeof demoPaths>>) => [
  { name: "landing", path: "/", ready: "main" },
  { name: "overview", path: "/dashboard/", ready: "[data-testid=overview]" },
  { name: "feeds", path: "/dashboard/feeds/", ready: "[data-testid=feeds-table]" },
  { name: "feed", path: demo.feed, ready: "main h1" },
  { name: "channels", path: "/dashboard/channels/", ready: "[data-testid=channel-card]" },
  { name: "collection", path: demo.collection, ready: "[data-testid=collection-name]" },
  { name: "settings", path: "/dashboard/settings/", ready: "main h1" },
];
const pick = (names: string | undefined) => (name: string) => !names || names.split(",").includes(name);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function signUpWithDemoData(page: Page) {
  const email = `screens.${Date.now().toString(36)}@example.com`;
  await page.goto("/signup/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill("Screen Shot");
  await page.getByLabel("Password", { exact: true }).fill("password-123");
  await page.getByLabel("Confirm password").fill("password-123");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/dashboard/");
  const status = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
    const res = await fetch("/v1/team/demo-workspace/", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    return res.status;
  });
  if (status >= 300) throw new Error(`loading the demo workspace answered ${status}`);
}

/** The signed-in user's API, as the dashboard calls it: the `data` of the answer. */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate<T, readonly [string, string, unknown]>(
    async ([method, url, body]) => {
      const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers["content-type"] = "application/json";
      const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
      return (await res.json()).data;
    },
    [method, url, body] as const,
  );
}

/** One demo feed's page, and a collection holding a few demo feeds and channels. */
async function demoPaths(page: Page) {
  const feeds = (await api<{ list: { id: number }[] }>(page, "GET", "/v1/feed/list/?page_size=4")).list;
  const channels = (await api<{ list: { id: number }[] }>(page, "GET", "/v1/channel/list/?page_size=2")).list;
  const collection = await api<{ hash_id: string }>(page, "POST", "/v1/collection/", { name: "Launch" });
  await api(page, "POST", "/v1/collection/add/feed/", {
    collection_id: collection.hash_id,
    feed_ids: feeds.map((f) => f.id),
  });
  await api(page, "POST", "/v1/collection/add/channel/", {
    collection_id: collection.hash_id,
    channel_ids: channels.map((c) => c.id),
  });
  const [first] = feeds;
  if (!first) throw new Error("the demo workspace has no feeds");
  return { feed: `/dashboard/feeds/${first.id}/`, collection: `/dashboard/collections/${collection.hash_id}/` };
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signUpWithDemoData(page);
    const targets = pages(await demoPaths(page)).filter((target) => pick(process.env.SCREENS_PAGES)(target.name));
    for (const [themeName, theme] of Object.entries(THEMES)) {
      if (!pick(process.env.SCREENS_THEMES)(themeName)) continue;
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        JSON.stringify({ state: theme, version: 0 }),
      ] as const);
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        for (const target of targets) {
          await page.goto(target.path);
          await page.locator(target.ready).first().waitFor();
          // Charts animate in and fonts settle: give the page a moment so the picture is the resting state.
          await page.waitForTimeout(1200);
          const file = path.join(outDir, `${target.name}-${themeName}-${viewportName}.png`);
          await page.screenshot({ path: file });
          console.log(file);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
