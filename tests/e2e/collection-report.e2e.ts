// A demo collection as a campaign report (issue 19 item 4): two demo channels go into a collection through the
// channel cards' "Add to collection" dialog (a new collection, then the existing one); the collection page shows
// the chart, top videos and breakdowns, and its PDF downloads. The PDF's first page is rendered to PNG (pdfjs-dist
// inside the test's chromium, served through intercepted routes: nothing leaves the machine) into
// test-results/e2e/collection-report/ to be looked at.
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

const ARTIFACTS = path.join(process.cwd(), "test-results/e2e/collection-report");
const PDFJS = path.join(process.cwd(), "node_modules/pdfjs-dist/build");
// Only intercepted (page.route below), never reached on the network.
const VIEWER = "http://127.0.0.1:9/pdf-viewer";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function renderFirstPage(pdf: Buffer, pngPath: string) {
  const page = await newPage(browser, { width: 900, height: 1200 });
  const files: Record<string, { body: Buffer | string; type: string }> = {
    "/report.pdf": { body: pdf, type: "application/pdf" },
    "/pdf.mjs": { body: fs.readFileSync(path.join(PDFJS, "pdf.mjs")), type: "text/javascript" },
    "/pdf.worker.mjs": { body: fs.readFileSync(path.join(PDFJS, "pdf.worker.mjs")), type: "text/javascript" },
    "/index.html": {
      type: "text/html",
      body: `<!doctype html><body style="margin:0;background:#fff"><canvas id="c"></canvas><script type="module">
        import * as pdfjs from "./pdf.mjs";
        pdfjs.GlobalWorkerOptions.workerSrc = "./pdf.worker.mjs";
        const doc = await pdfjs.getDocument("./report.pdf").promise;
        const first = await doc.getPage(1);
        const viewport = first.getViewport({ scale: 1.4 });
        const canvas = document.getElementById("c");
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        await first.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
        document.body.dataset.pages = String(doc.numPages);
      </script></body>`,
    },
  };
  await page.route(`${VIEWER}/**`, async (route) => {
    const file = files[new URL(route.request().url()).pathname.replace("/pdf-viewer", "")];
    if (file) await route.fulfill({ status: 200, contentType: file.type, body: file.body });
    else await route.fulfill({ status: 404, body: "" });
  });
  await page.goto(`${VIEWER}/index.html`);
  await page.locator("body[data-pages]").waitFor({ timeout: 30_000 });
  const pages = Number(await page.locator("body").getAttribute("data-pages"));
  await page.locator("#c").screenshot({ path: pngPath });
  await page.context().close();
  return pages;
}

describe("a collection as a campaign report", () => {
  it("is filled from channel cards, shows its report and downloads a PDF whose first page renders", {
    timeout: 150_000,
  }, async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail("report"), password: "password-123", fullname: "Reporter" });
    await page.getByTestId("demo-workspace-load").click();
    await page.getByTestId("overview").waitFor({ timeout: 30_000 });

    await page.goto("/dashboard/channels/");
    const card = page.getByTestId("channel-card").first();
    await card.waitFor({ timeout: 20_000 });
    await card.getByTestId("add-to-collection-channel").click();
    const dialog = page.getByTestId("add-to-collection-modal");
    await dialog.getByTestId("add-to-collection-new").fill("Campaign");
    await dialog.getByTestId("add-to-collection-submit").click();
    await dialog.waitFor({ state: "detached" });
    // The last card goes into the same collection: with one collection, the dialog has it chosen already.
    await page.getByTestId("channel-card").last().getByTestId("add-to-collection-channel").click();
    await dialog.getByTestId("add-to-collection-pick").waitFor();
    await dialog.getByTestId("add-to-collection-submit").click();
    await dialog.waitFor({ state: "detached" });

    await page.getByTestId("sidebar-collections").getByRole("link", { name: "Campaign" }).click();
    await page.waitForURL("**/dashboard/collections/*/");
    await page.getByTestId("collection-chart").waitFor({ timeout: 20_000 });
    await page.getByTestId("collection-top").locator("tbody tr").first().waitFor();
    await page.getByTestId("collection-platforms").waitFor();
    await page.getByTestId("collection-creators").waitFor();

    // At a laptop's 1366 px (QA s10 item 5): platforms by name as everywhere else, multiples with "×", and every
    // breakdown column in view (side by side the tables were cut off after "Eng. r").
    await page.setViewportSize({ width: 1366, height: 800 });
    const platformNames = await page
      .getByTestId("collection-platforms")
      .locator("tbody tr td:first-child")
      .allTextContents();
    // Two channels of two platforms (the first and last demo cards).
    expect(platformNames).toHaveLength(2);
    for (const name of platformNames) expect(["TikTok", "YouTube", "Instagram", "Threads"]).toContain(name.trim());
    const creators = await page.getByTestId("collection-creators").locator("tbody tr td:first-child").allTextContents();
    expect(creators.length).toBeGreaterThanOrEqual(2);
    for (const creator of creators) expect(creator).toMatch(/^@\S+ · (TikTok|YouTube|Instagram|Threads)$/);
    const outliers = await page.getByTestId("collection-top").locator("tbody tr td:last-child").allTextContents();
    expect(outliers.length).toBeGreaterThan(0);
    for (const outlier of outliers) expect(outlier.trim()).toMatch(/^(\d+(\.\d+)?×|—)$/);
    for (const kind of ["platforms", "creators"]) {
      const fit = await page.getByTestId(`collection-${kind}`).evaluate((frame) => {
        const right = frame.getBoundingClientRect().right;
        return {
          scrolls: frame.scrollWidth > frame.clientWidth,
          cut: [...frame.querySelectorAll("th")].filter((th) => th.getBoundingClientRect().right > right + 0.5).length,
          headers: frame.querySelectorAll("th").length,
        };
      });
      expect(fit).toEqual({ scrolls: false, cut: 0, headers: 5 });
    }
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.getByTestId("collection-platforms").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, "report-1366.png") });
    // No loose feed was added: the top videos are the channel's own.
    const firstTitle = (await page.getByTestId("collection-top").locator("tbody tr a").first().textContent()) ?? "";
    expect(firstTitle.trim().length).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("collection-export-pdf").click(),
    ]);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const pdfPath = path.join(ARTIFACTS, "report.pdf");
    await download.saveAs(pdfPath);
    expect(download.suggestedFilename()).toMatch(/^feedscope-report-[0-9A-Za-z]+\.pdf$/);
    const pdf = fs.readFileSync(pdfPath);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const pngPath = path.join(ARTIFACTS, "report-page-1.png");
    expect(await renderFirstPage(pdf, pngPath)).toBeGreaterThanOrEqual(3);
    const png = fs.readFileSync(pngPath);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // A rendered A4 page at 1.4x is far more than an empty canvas's few hundred bytes.
    expect(png.length).toBeGreaterThan(20_000);
  });
});
