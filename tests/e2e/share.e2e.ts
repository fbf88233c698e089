// Share links end to end (issue 17 item 2): an Owner shares a collection with a password from its page; a
// signed-out browser (German) opens the link, gets the password prompt in its language, a wrong password is
// refused with the message, the right one shows the collection; the Owner then sees the view counted.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, linkFromOutbox, newPage, nextClientIp, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Calls /v1 with the page's own token, as the dashboard does. */
async function apiCall<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ code: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
      const res = await fetch(path, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, path, body },
  );
}

describe("share links", () => {
  it("lets a signed-out visitor open a password-protected collection", async () => {
    const owner = await newPage(browser);
    const email = uniqueEmail("share");
    await signUp(owner, { email, password: "password-123", fullname: "Sharer" });
    await owner.goto(await linkFromOutbox(owner, email, "/verify-email/"));
    await owner.getByTestId("verify-done").waitFor();
    await owner.goto("/dashboard/");

    const feed = await apiCall<{ id: number }>(owner, "POST", "/v1/feed/", {
      url: "https://www.youtube.com/shorts/shr00000001",
    });
    expect(feed.code).toBe(0);
    const collection = await apiCall<{ id: number; hash_id: string }>(owner, "POST", "/v1/collection/", {
      name: "Client Q4",
    });
    expect(collection.code).toBe(0);
    const added = await apiCall(owner, "POST", "/v1/collection/add/feed/", {
      collection_id: collection.data.id,
      feed_ids: [feed.data.id],
    });
    expect(added.code).toBe(0);

    await owner.goto(`/dashboard/collections/${collection.data.hash_id}/`);
    await owner.getByTestId("share-open").click();
    const dialog = owner.getByTestId("share-dialog");
    await dialog.getByLabel("Password (optional)").fill("client-pass-42");
    await dialog.getByTestId("share-create").click();
    const url = await dialog.getByTestId("share-url").inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/share/[A-Za-z0-9_-]{22,}/$`));
    await dialog.getByTestId("share-link-row").first().waitFor();

    // A different person: a fresh browser context (no session, no stored tokens), German browser language.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: "de-DE",
      extraHTTPHeaders: { "x-forwarded-for": nextClientIp() },
    });
    const visitor = await context.newPage();
    visitor.setDefaultTimeout(15_000);
    const pageErrors: string[] = [];
    visitor.on("pageerror", (error) => pageErrors.push(error.message));
    await visitor.goto(url);
    const prompt = visitor.getByTestId("share-password");
    await prompt.getByText("Diese Ansicht ist geschützt").waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await visitor.locator("html").getAttribute("lang")).toBe("de");
    // The first Tab reaches "Skip to content", as on every public and dashboard page.
    await visitor.keyboard.press("Tab");
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("skip-link");
    expect(await visitor.getByTestId("skip-link").textContent()).toBe("Zum Inhalt springen");

    await prompt.getByLabel("Passwort").fill("wrong-pass-00");
    await prompt.getByTestId("share-unlock").click();
    await prompt.getByText("Das Passwort ist falsch. Bitte versuche es erneut.").waitFor();
    expect(await visitor.getByTestId("shared-view").count()).toBe(0);

    await prompt.getByLabel("Passwort").fill("client-pass-42");
    await prompt.getByTestId("share-unlock").click();
    await visitor
      .getByTestId("shared-view")
      .waitFor()
      .catch((error: Error) => {
        throw new Error(`${error.message}\npage errors: ${pageErrors.join("\n") || "none"}`);
      });
    expect(await visitor.getByTestId("shared-title").textContent()).toBe("Client Q4");
    await visitor.getByTestId("feeds-table").locator("tbody tr").first().waitFor();
    expect(await visitor.getByTestId("feeds-table").locator("tbody tr").count()).toBe(1);
    await visitor.getByTestId("color-mode-toggle").waitFor();
    await visitor.getByTestId("fullscreen-toggle").waitFor();

    // The token is kept for this link: a reload shows the collection without asking again.
    await visitor.reload();
    await visitor.getByTestId("shared-view").waitFor();
    expect(await visitor.getByTestId("share-password").count()).toBe(0);

    expect(pageErrors).toEqual([]);
    const links = await apiCall<{ links: { url: string; view_count: number }[] }>(owner, "GET", "/v1/share/list/");
    // Two page loads showed the view (after the password, then the reload): two views, whatever was refetched.
    expect(links.data.links.find((link) => link.url === url)?.view_count).toBe(2);
    await context.close();
  });
});
