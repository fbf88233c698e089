// Avatars in chromium (issue 14 item 6): the profile picture is uploaded from settings, shown in the header at once
// as the stored 256×256 image, refused readably when it is not an image, and removed; the team picture likewise.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
let png: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
});
afterAll(async () => browser?.close());

const STORED = /\/v1\/uploads\/[0-9a-f]{64}\.webp$/;

async function openSettings(fullname: string): Promise<Page> {
  const page = await newPage(browser);
  await signUp(page, { email: uniqueEmail("avatar"), password: "password-123", fullname });
  await page.goto("/dashboard/settings/");
  await page.getByRole("heading", { name: "Settings" }).waitFor();
  return page;
}

/** The picture control of a settings section: "Profile picture" or "Team picture". */
const control = (page: Page, name: string) => page.getByRole("group", { name });

describe("avatar upload in settings", () => {
  it("uploads a profile picture, shows it in the header as 256×256, refuses a non-image, and removes it", async () => {
    const page = await openSettings("Avatar Person");
    const profile = control(page, "Profile picture");
    const header = page.getByTestId("profile-menu");
    expect(await header.locator("img").count()).toBe(0);

    await profile.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    const headerImage = header.locator("img");
    await headerImage.waitFor();
    const src = (await headerImage.getAttribute("src")) ?? "";
    expect(src).toMatch(STORED);
    // The browser loaded the stored image (CSP img-src allows it) at its stored size.
    await page.waitForFunction(
      (url) => [...document.images].some((img) => img.src === url && img.complete && img.naturalWidth > 0),
      src,
    );
    const size = await headerImage.evaluate((img) => [
      (img as HTMLImageElement).naturalWidth,
      (img as HTMLImageElement).naturalHeight,
    ]);
    expect(size).toEqual([256, 256]);
    expect(await page.getByTestId("message-bar").textContent()).toContain("Picture updated");

    // A text file named .png passes the picker's check (its type comes from the name) and the server refuses it.
    await profile
      .locator('input[type="file"]')
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await profile.getByRole("alert").filter({ hasText: "Please choose a PNG, JPEG or WebP image." }).waitFor();
    expect(await headerImage.getAttribute("src")).toBe(src);

    // A GIF is refused in the browser before anything is sent.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    await profile.locator('input[type="file"]').setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: gif });
    await profile.getByRole("alert").filter({ hasText: "Please choose a PNG, JPEG or WebP image." }).waitFor();

    await profile.getByRole("button", { name: "Remove" }).click();
    await headerImage.waitFor({ state: "detached" });
    expect(await header.textContent()).toContain("AP");
  });

  it("lets the team's Owner change the team picture, with the Change button reachable by keyboard", async () => {
    const page = await openSettings("Team Owner");
    const team = control(page, "Team picture");
    const change = team.getByRole("button", { name: "Change picture" });
    expect(await change.isDisabled()).toBe(false);
    const chooser = page.waitForEvent("filechooser");
    await change.press("Enter");
    await (await chooser).setFiles({ name: "team.png", mimeType: "image/png", buffer: png });
    const image = team.locator("img");
    await image.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("fieldset img")].some((img) =>
        /\/v1\/uploads\//.test((img as HTMLImageElement).src),
      ),
    );
    expect(await image.getAttribute("src")).toMatch(STORED);
    // The person's own avatar did not change.
    expect(await page.getByTestId("profile-menu").locator("img").count()).toBe(0);
  });
});
