// Settings → API in the browser (issue 17 item 3): on Free the section explains that keys come with Max; on Max the
// Owner creates a write key, sees it once, a script uses it, and revoking it in the list stops it at once; off Max
// again, the keys left over are still listed and revocable.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, linkFromOutbox, newPage, signUp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function feedListWith(key: string) {
  const res = await fetch(`${baseUrl()}/v1/feed/list`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, code: ((await res.json()) as { code: number }).code };
}

describe("Settings → API", () => {
  it("explains Max on Free, creates a key shown once that works until revoked; off Max keys stay revocable", async () => {
    const page = await newPage(browser);
    const email = uniqueEmail("keys");
    await signUp(page, { email, password: "password-123", fullname: "Key Owner" });
    await page.goto("/dashboard/settings/#api");
    await page.getByTestId("api-keys-upgrade").waitFor();
    expect(await page.getByTestId("api-keys-upgrade").getByRole("link", { name: "Upgrade" }).count()).toBe(1);

    const link = await linkFromOutbox(page, email, "/verify-email/");
    await page.goto(link);
    await page.getByTestId("verify-done").waitFor();
    const plan = await fetch(`${baseUrl()}/v1/admin/plan/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      body: JSON.stringify({ email, plan: "max" }),
    });
    expect(plan.status).toBe(200);

    await page.goto("/dashboard/settings/#api");
    await page.getByTestId("api-keys").waitFor();
    expect(await page.getByTestId("api-docs-link").getAttribute("href")).toBe("/v1/docs/");
    await page.getByTestId("api-key-create-open").click();
    const dialog = page.getByTestId("api-key-create");
    await dialog.getByLabel("Name").fill("Reporting sheet");
    await dialog.getByText("Write", { exact: true }).click();
    await dialog.getByTestId("api-key-submit").click();
    const value = page.getByTestId("api-key-value");
    await value.waitFor();
    const key = await value.inputValue();
    expect(key).toMatch(/^fsk_[0-9a-f]{64}$/);
    expect(await page.getByTestId("api-key-created").getByRole("alert").textContent()).toContain("not be shown again");
    expect(await feedListWith(key)).toEqual({ status: 200, code: 0 });

    await page.getByTestId("api-key-done").click();
    const row = page.getByTestId("api-keys-table").getByRole("row", { name: /Reporting sheet/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 12));
    expect(await row.textContent()).not.toContain(key.slice(12));
    await row.getByTestId("api-key-revoke").click();
    await page.getByTestId("confirm-submit").click();
    await row.waitFor({ state: "detached" });
    expect(await feedListWith(key)).toEqual({ status: 401, code: 40102 });

    // Off Max the upgrade card comes back, and the keys left over stay listed with Revoke.
    await page.getByTestId("api-key-create-open").click();
    await dialog.getByLabel("Name").fill("Leftover");
    await dialog.getByTestId("api-key-submit").click();
    await page.getByTestId("api-key-done").click();
    const leftover = page.getByTestId("api-keys-table").getByRole("row", { name: /Leftover/ });
    await leftover.waitFor();
    const downgrade = await fetch(`${baseUrl()}/v1/admin/plan/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      body: JSON.stringify({ email, plan: "free" }),
    });
    expect(downgrade.status).toBe(200);
    await page.reload();
    await page.getByTestId("api-keys-upgrade").waitFor();
    const inactive = page.getByTestId("api-keys-inactive");
    const leftoverOffMax = inactive.getByRole("row", { name: /Leftover/ });
    await leftoverOffMax.waitFor();
    expect(await inactive.getByRole("row", { name: /Reporting sheet/ }).count()).toBe(0);
    await leftoverOffMax.getByTestId("api-key-revoke").click();
    await page.getByTestId("confirm-submit").click();
    await leftoverOffMax.waitFor({ state: "detached" });
  });
});
