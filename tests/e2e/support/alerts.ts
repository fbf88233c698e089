// Helpers of the alert end-to-end tests: a verified Owner, the team's plan set through the operator API, a demo feed
// tracked with the page's own token, and API calls made from the signed-in page.
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, linkFromOutbox, newPage, signUp, uniqueEmail } from "./browser";
import { E2E_ADMIN_TOKEN } from "./server";

/** Sets a team's plan through the operator command's API, as the team and tracking tests do. */
export async function setPlan(email: string, plan: "free" | "pro" | "max") {
  const res = await fetch(`${baseUrl()}/v1/admin/plan/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ email, plan }),
  });
  expect(res.status).toBe(200);
}

/** Creating alerts needs a verified address: follow the outbox link, as a person would. */
export async function verifiedOwner(browser: Browser, prefix: string): Promise<{ page: Page; email: string }> {
  const page = await newPage(browser);
  const email = uniqueEmail(prefix);
  await signUp(page, { email, password: "password-123", fullname: "Alert Owner" });
  await page.goto(await linkFromOutbox(page, email, "/verify-email/"));
  await page.getByTestId("verify-done").waitFor();
  return { page, email };
}

/** One /v1 call from the signed-in page with its stored token; answers the HTTP status and the envelope. */
export async function pageApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; code: number; message: string; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
      const res = await fetch(path, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = await res.json();
      return { status: res.status, code: envelope.code, message: envelope.message, data: envelope.data };
    },
    { method, path, body },
  );
}

/** Tracks a demo Short through the API (as the collections test does); answers the envelope's code. */
export async function trackDemoFeed(page: Page, videoId = "alerts00001"): Promise<number> {
  return (await pageApi(page, "POST", "/v1/feed/", { url: `https://www.youtube.com/shorts/${videoId}` })).code;
}
