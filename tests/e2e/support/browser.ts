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

let clients = 0;
/**
 * A client address of its own (documentation prefix 2001:db8::/32, a distinct /64 per call, since IPv6 clients are
 * counted by their /64), sent as X-Forwarded-For to the e2e server (TRUST_PROXY_HOPS=1, ./server.ts).
 */
export function nextClientIp(): string {
  clients += 1;
  return `2001:db8:${(process.pid % 0xffff).toString(16)}:${clients.toString(16)}::1`;
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    extraHTTPHeaders: { "x-forwarded-for": nextClientIp() },
  });
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
  path: "/verify-email/" | "/reset-password/" | "/invite/accept/" | "/confirm-alerts/",
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
