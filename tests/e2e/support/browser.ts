// Debian's chromium through playwright-core, with the flags this closed-network machine needs.
import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { E2E_OUTBOX_KEY } from "./server";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export function baseUrl(): string {
  return inject("baseUrl");
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** The newest outbox link of a kind sent to `email`, read from /dev/outbox as a person would. */
export async function linkFromOutbox(
  page: Page,
  email: string,
  path: "/verify-email/" | "/reset-password/" | "/invite/accept/",
): Promise<string> {
  await page.goto(`/dev/outbox/?key=${E2E_OUTBOX_KEY}`);
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).filter({ hasText: path }).first();
  const href = await mail.locator(`a[href*="${path}"]`).first().getAttribute("href");
  if (!href) throw new Error(`no ${path} link for ${email}`);
  return href;
}

export async function signUp(page: Page, input: { email: string; password: string; fullname: string }) {
  await page.goto("/signup/");
  await page.getByLabel("Email").fill(input.email);
  await page.getByLabel("Full name").fill(input.fullname);
  await page.getByLabel("Password", { exact: true }).fill(input.password);
  await page.getByLabel("Confirm password").fill(input.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/dashboard/");
}
