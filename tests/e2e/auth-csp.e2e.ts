// The auth pages (sign-in, sign-up, forgot and reset password, verify email) run under the dashboard's strict
// per-request script policy (src/proxy.ts, issue 13 remaining item c): one CSP header with a fresh nonce and no
// 'unsafe-inline', Next's scripts carrying that nonce, the theme boot script of the shared [locale] document allowed
// by its hash, no violation while the forms are used, and the static public pages untouched.
import type { APIResponse, Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, linkFromOutbox, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A page that records every CSP violation from its first script on, and the console's word for blocked scripts. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]>; consoleLines: string[] }> {
  const page = await newPage(browser);
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const consoleLines: string[] = [];
  page.on("console", (m) => {
    if (/content security policy/i.test(m.text())) consoleLines.push(m.text());
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, violations, consoleLines };
}

/** The one script-src directive of a response, after checking there is exactly one policy. */
function scriptSrcOf(headers: { name: string; value: string }[]): string {
  const policies = headers.filter((h) => h.name.toLowerCase() === "content-security-policy");
  expect(policies).toHaveLength(1);
  return (policies[0]?.value ?? "").split("; ").find((d) => d.startsWith("script-src ")) ?? "";
}

/** The strict policy on an auth page's answer: its nonce on every executable script tag but the hashed boot one. */
async function expectStrictPolicy(response: APIResponse, path: string) {
  expect(response.status(), path).toBe(200);
  const scriptSrc = scriptSrcOf(response.headersArray());
  const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce, `${path}: ${scriptSrc}`).toBeTruthy();
  expect(scriptSrc, path).toContain("'strict-dynamic'");
  expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/]+={0,2}'/);
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  const tags = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes("application/ld+json"),
  );
  const unsigned = tags.filter((tag) => !tag.includes(`nonce="${nonce}"`));
  // Next's own scripts carry the nonce; only the theme boot script (allowed by its hash) does not.
  expect(tags.length, path).toBeGreaterThan(2);
  expect(unsigned.length, `${path}: ${unsigned.join(" ")}`).toBe(1);
  expect(unsigned[0], path).toContain('id="theme-boot"');
  return nonce;
}

describe("auth pages under the strict nonce policy", () => {
  it("answers every auth page, in English and another locale, with a fresh nonce policy", async () => {
    const { page } = await watchedPage();
    const paths = [
      "/signin/",
      "/signup/",
      "/forgot-password/",
      "/reset-password/?token=x",
      "/de/signin/",
      "/tw/signup/",
    ];
    const nonces = new Set<string | undefined>();
    for (const path of paths) nonces.add(await expectStrictPolicy(await page.request.get(path), path));
    // The same page twice: a new nonce each time (rendered per request, not cached).
    nonces.add(await expectStrictPolicy(await page.request.get("/signin/"), "/signin/ again"));
    expect(nonces.size).toBe(paths.length + 1);

    // The static public pages keep the config-level policy (no nonce, inline scripts allowed). A fresh context:
    // the visits above left a locale cookie that would redirect unprefixed paths (so the prefixed one comes last).
    const fresh = await newPage(browser);
    for (const path of ["/privacy-policy/", "/terms-of-service/", "/de/privacy-policy/"]) {
      const answer = await fresh.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      const scriptSrc = scriptSrcOf(answer.headersArray());
      expect(scriptSrc, path).toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'nonce-");
    }
  });

  it("signs up, signs in, resets a password with no CSP violation, and boots the theme with Next's JS withheld", async () => {
    const email = uniqueEmail("authcsp");
    const { page, violations, consoleLines } = await watchedPage();
    // Sign-up form: client validation runs (hydrated under the policy), then the account is created.
    await page.goto("/signup/");
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await page.getByTestId("email-error").textContent()).toBe("Please enter a valid email address");
    expect(await violations()).toEqual([]);
    await signUp(page, { email, password: "password-123", fullname: "Csp Auth" });

    // Forgot and reset password in a fresh, signed-out context.
    const { page: other, violations: otherViolations, consoleLines: otherConsole } = await watchedPage();
    await other.goto("/signin/");
    await other.getByRole("link", { name: "Forgot password?" }).click();
    await other.waitForURL("**/forgot-password/");
    await other.getByLabel("Email").fill(email);
    await other.getByRole("button", { name: "Send reset link" }).click();
    await other.getByTestId("forgot-sent").waitFor();
    expect(await otherViolations()).toEqual([]);
    const link = await linkFromOutbox(other, email, "/reset-password/");
    await other.goto(link);
    await other.getByText(`For ${email}`).waitFor();
    await other.getByLabel("New password").fill("new-password-1");
    await other.getByLabel("Confirm password").fill("new-password-1");
    await other.getByRole("button", { name: "Set new password" }).click();
    await other.getByTestId("reset-done").waitFor();
    expect(await otherViolations()).toEqual([]);

    // Sign-in form with the new password.
    await other.goto("/signin/");
    await other.getByLabel("Email").fill(email);
    await other.getByLabel("Password", { exact: true }).fill("new-password-1");
    await other.getByRole("button", { name: "Sign in" }).click();
    await other.waitForURL("**/dashboard/");
    expect(await otherViolations()).toEqual([]);
    expect(otherConsole).toEqual([]);
    expect(consoleLines).toEqual([]);

    // Before paint, from the boot script alone (allowed by its hash): a stored dark theme applies on /signin/ with
    // every Next script withheld, so nothing else could have set the class.
    const { page: bare, violations: bareViolations } = await watchedPage();
    await bare.goto("/signin/");
    await bare.evaluate(() => localStorage.setItem("theme", JSON.stringify({ state: { class: "dark" }, version: 0 })));
    await bare.route("**/_next/static/**/*.js", (route) => route.abort());
    await bare.goto("/signin/", { waitUntil: "domcontentloaded" });
    expect(((await bare.locator("html").getAttribute("class")) ?? "").split(/\s+/)).toContain("dark");
    expect(await bareViolations()).toEqual([]);
  });
});
