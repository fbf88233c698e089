// A visitor uses the free tools without an account: the TikTok bio generator in English (random example, options,
// streamed variants with counters within the 80-character limit, copy), the Instagram username generator (ten
// handles), the same bio tool in Italian under its Italian slug, the English slug redirecting there, and the language
// menu switching to the localized slug, and Japanese usernames from the page's own example. Four generations in all:
// visitors get ten per day.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function toolPage(path: string): Promise<Page> {
  const page = await newPage(browser);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
  await page.goto(path);
  // A click before React has hydrated the form submits it natively (a reload) and no answer ever shows: wait until
  // React owns the generate button (it sets its props on the element when it hydrates).
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid="tool-generate"]');
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
  return page;
}

/** Generates and waits for the finished answer (the provider note appears once the stream is done). */
async function generate(page: Page) {
  await page.getByTestId("tool-generate").click();
  await page.getByTestId("tool-provider").waitFor({ timeout: 30_000 });
  expect(await page.getByTestId("tool-error").count()).toBe(0);
}

async function variantTexts(page: Page): Promise<string[]> {
  return page.getByTestId("tool-variant-text").allTextContents();
}

describe("free tools", () => {
  it("writes TikTok bios from a random example with the chosen options, counted against 80 characters, and copies one", async () => {
    const page = await toolPage("/tools/tiktok-bio-generator/");
    expect(await page.locator("h1").textContent()).toBe("Free TikTok Bio Generator");
    expect(await page.getByText("100% free, no login required").isVisible()).toBe(true);
    expect(await page.title()).toContain("TikTok Bio Generator");

    const description = page.getByTestId("tool-description");
    expect(await description.inputValue()).toBe("");
    await page.getByRole("button", { name: "Random example" }).click();
    const example = await description.inputValue();
    expect(example.length).toBeGreaterThan(10);

    await page.getByText("Long", { exact: true }).click();
    await page.getByText("Funny", { exact: true }).click();
    await page.getByText("10", { exact: true }).click();
    expect(await page.getByRole("radio", { name: "Funny" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Long" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "10" }).isChecked()).toBe(true);
    // Ten tags do not fit beside a bio in 80 characters: the page says how many the result carries.
    expect(await page.getByText(/only has room for 5 hashtags/).isVisible()).toBe(true);

    await generate(page);
    const texts = await variantTexts(page);
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(3);
    const counters = await page.getByTestId("tool-variant-counter").allTextContents();
    counters.forEach((counter, i) => {
      expect(counter).toBe(`${texts[i]?.length} / 80 characters`);
    });
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(80);
    // Fitted by choosing shorter lines or fewer tags, never by cutting one (QA s10 6a: "Your daily dose: Southeast… #…").
    for (const text of texts) expect(text).not.toContain("…");
    expect(await page.locator('[data-testid="tool-variant-counter"][data-over="true"]').count()).toBe(0);
    expect(await page.getByTestId("tool-provider").textContent()).toMatch(/built-in composer|AI model/);
    expect(await page.getByTestId("tool-provider").textContent()).toMatch(/free generations? left today/);
    // The words taken from the description are named under the results (issue 20).
    const taken = (await page.getByTestId("tool-keywords").textContent()) ?? "";
    expect(taken).toMatch(/^Taken from your description: /);
    for (const word of taken.replace(/^Taken from your description: /, "").split(", ")) {
      expect(example.toLowerCase()).toContain(word.toLowerCase());
    }

    await page.getByRole("button", { name: "Copy variant 1" }).click();
    await page.getByRole("button", { name: "Copy variant 1" }).getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(texts[0]);

    // More free tools link to the platform's other tools and to the same tool elsewhere.
    expect(await page.locator('a[href="/tools/tiktok-caption-generator/"]').count()).toBe(1);
    expect(await page.locator('a[href="/tools/instagram-bio-generator/"]').count()).toBe(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((json) => json.includes('"FAQPage"'))).toBe(true);
  });

  it("proposes ten Instagram usernames that follow Instagram's rules", async () => {
    const page = await toolPage("/tools/instagram-username-generator/");
    // Username tools take a tone only.
    expect(await page.getByRole("radio", { name: "Long" }).count()).toBe(0);
    await page.getByTestId("tool-description").fill("Vintage fashion reseller from Berlin");
    await page.getByText("Cute", { exact: true }).click();
    await generate(page);
    const handles = await variantTexts(page);
    expect(handles).toHaveLength(10);
    expect(new Set(handles).size).toBe(10);
    for (const handle of handles) expect(handle).toMatch(/^[a-z0-9_.]{3,30}$/);
    expect(await page.getByTestId("tool-variant-counter").count()).toBe(0);
  });

  it("builds Japanese usernames from the page's own example and names its topic words", async () => {
    // QA s10 6b: this example gave sora, hana, biyori… and the hint that no topic words were found.
    const page = await toolPage("/ja/tools/instagram-username-generator/");
    await page.getByTestId("tool-description").fill("短い解説動画をつくる数学の家庭教師");
    await generate(page);
    const handles = await variantTexts(page);
    expect(handles).toHaveLength(10);
    expect(handles.some((handle) => /math|tutor/.test(handle))).toBe(true);
    const taken = (await page.getByTestId("tool-keywords").textContent()) ?? "";
    expect(taken).toMatch(/数学|家庭教師/);
    expect(taken).not.toContain("サワードウ");
  });

  it("works in Italian under the Italian slug; the English slug redirects there", async () => {
    const page = await toolPage("/it/tools/tiktok-bio-generator/");
    await page.waitForURL("**/it/tools/generatore-bio-tiktok/");
    expect(await page.locator("html").getAttribute("lang")).toBe("it");
    expect(await page.locator("h1").textContent()).toBe("Generatore di bio per TikTok gratis");
    expect(await page.getByText("100% gratis, senza login").isVisible()).toBe(true);
    // The host is the build's APP_URL (the page is prerendered); the path is what matters here.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "", baseUrl()).pathname).toBe("/it/tools/generatore-bio-tiktok/");
    const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href");
    expect(new URL(english ?? "", baseUrl()).pathname).toBe("/tools/tiktok-bio-generator/");

    await page.getByRole("button", { name: "Esempio casuale" }).click();
    expect((await page.getByTestId("tool-description").inputValue()).length).toBeGreaterThan(10);
    await page.getByText("Breve", { exact: true }).click();
    await page.getByText("Allegro", { exact: true }).click();
    await page.getByText("Nessun hashtag", { exact: true }).click();
    await generate(page);
    const texts = await variantTexts(page);
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(80);
      expect(text).not.toContain("#");
    }
    const counters = await page.getByTestId("tool-variant-counter").allTextContents();
    expect(counters.every((c) => c.endsWith(" / 80 caratteri"))).toBe(true);
    await page.getByRole("button", { name: "Copia la variante 2" }).click();
    await page.getByRole("button", { name: "Copia la variante 2" }).getByText("Copiato").waitFor();
    expect(await page.locator('a[href="/it/tools/generatore-didascalie-tiktok/"]').count()).toBe(1);
  });

  it("switches language to the localized slug, and unknown tools are not found", async () => {
    const page = await toolPage("/tools/tiktok-bio-generator/");
    await page.locator("header select").selectOption("it");
    await page.waitForURL("**/it/tools/generatore-bio-tiktok/");
    expect(await page.locator("h1").textContent()).toBe("Generatore di bio per TikTok gratis");
    await page.locator("header select").selectOption("ja");
    await page.waitForURL("**/ja/tools/tiktok-bio-generator/");

    const missing = await page.goto("/tools/tiktok-poem-generator/");
    expect(missing?.status()).toBe(404);
    const emoji = await page.goto("/es/tools/traductor-de-emojis/");
    expect(emoji?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe("Traductor de emojis");
  });

  it("shows the server's message when a limit is hit, and retries", async () => {
    const page = await toolPage("/tools/youtube-shorts-caption-generator/");
    // Simulated answers, so the visitor cap of the shared e2e server is left alone.
    await page.route("**/v1/tools/generate/", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          code: 429,
          message: "You used today's free generations. Sign in for more.",
          data: null,
        }),
      }),
    );
    await page.getByTestId("tool-description").fill("Three quick tips for night photos");
    await page.getByTestId("tool-generate").click();
    const error = page.getByTestId("tool-error");
    expect(await error.textContent()).toContain("You used today's free generations. Sign in for more.");
    expect(await page.getByTestId("tool-generate").isEnabled()).toBe(true);

    await page.unroute("**/v1/tools/generate/");
    await page.route("**/v1/tools/generate/", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: [
          'event: delta\ndata: {"index":0,"text":"Night shots"}\n\n',
          `event: done\ndata: ${JSON.stringify({ results: ["Night shots", "x".repeat(120)], provider: "openai-compatible", remaining: 3 })}\n\n`,
        ].join(""),
      }),
    );
    await error.getByRole("button", { name: "Try again" }).click();
    await page.getByTestId("tool-provider").waitFor();
    expect(await page.getByTestId("tool-error").count()).toBe(0);
    expect(await page.getByTestId("tool-provider").textContent()).toBe(
      "Written by an AI model. Read it through before you post. 3 free generations left today.",
    );
    // A Shorts caption is the 100-character title: the long one is flagged in red.
    const counters = page.getByTestId("tool-variant-counter");
    expect(await counters.nth(0).getAttribute("data-over")).toBe("false");
    expect(await counters.nth(1).textContent()).toBe("120 / 100 characters");
    expect(await counters.nth(1).getAttribute("data-over")).toBe("true");
  });
});
