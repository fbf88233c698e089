import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, linkFromOutbox, newPage, signUp, uniqueEmail } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("sign up", () => {
  it("shows each spec message for invalid input, then signs up and lands on the dashboard", async () => {
    const page = await newPage(browser);
    await page.goto("/signup/");
    // The rules stand next to the fields before the first error, described to screen readers (issue 20 item 4).
    expect(await page.getByTestId("fullname-hint").textContent()).toBe("4 to 16 characters");
    expect(await page.getByTestId("password-hint").textContent()).toBe("8 to 32 characters");
    expect(await page.getByLabel("Full name").getAttribute("aria-describedby")).toBe("fullname-hint");
    expect(await page.getByTestId("email-hint").count()).toBe(0);
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await page.getByTestId("email-error").textContent()).toBe("Please enter a valid email address");
    expect(await page.getByTestId("fullname-hint").count()).toBe(0);
    expect(await page.getByTestId("fullname-error").textContent()).toBe(
      "Full name must be between 4 and 16 characters",
    );
    expect(await page.getByTestId("password-error").textContent()).toBe("Password must be between 8 and 32 characters");

    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Full name").fill("Abc");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await page.getByTestId("email-error").textContent()).toBe("Please enter a valid email address");
    expect(await page.getByTestId("fullname-error").textContent()).toBe(
      "Full name must be between 4 and 16 characters",
    );
    expect(await page.getByTestId("password-error").textContent()).toBe("Password must be between 8 and 32 characters");
    expect(await page.getByTestId("confirmPassword-error").textContent()).toBe("Passwords do not match");

    await page.getByLabel("Full name").fill("A".repeat(17));
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await page.getByTestId("fullname-error").textContent()).toBe(
      "Full name must be between 4 and 16 characters",
    );

    const email = uniqueEmail();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Full name").fill("Eve Tester");
    await page.getByLabel("Password", { exact: true }).fill("good-password");
    await page.getByLabel("Confirm password").fill("good-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/dashboard/");
    await page.getByRole("heading", { name: "Overview", exact: true }).waitFor();
    expect(await page.getByTestId("role-label").textContent()).toBe("Owner");
    expect(await page.getByTestId("verify-banner").isVisible()).toBe(true);
    expect(await page.getByTestId("invite-team").isVisible()).toBe(true);

    // The stored state of spec section 3: user_info and token under "root", the token cookie set.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}"));
    expect(stored.state.user_info.email).toBe(email);
    expect(stored.state.token.length).toBeGreaterThan(10);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "token")?.path).toBe("/");
  });

  it("refuses a taken email with a readable message", async () => {
    const email = uniqueEmail();
    const first = await newPage(browser);
    await signUp(first, { email, password: "password-1", fullname: "First One" });
    const page = await newPage(browser);
    await page.goto("/signup/");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Full name").fill("Second One");
    await page.getByLabel("Password", { exact: true }).fill("password-2");
    await page.getByLabel("Confirm password").fill("password-2");
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await page.getByTestId("form-error").textContent()).toBe("An account with this email already exists");
  });
});

describe("sign in, log out and guards", () => {
  it("signs in, logs out to /signin, and each guard redirects", async () => {
    const email = uniqueEmail();
    const setup = await newPage(browser);
    await signUp(setup, { email, password: "password-123", fullname: "Guard Test" });

    const page = await newPage(browser);
    await page.goto("/dashboard/feeds/");
    await page.waitForURL("**/signin/");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.getByTestId("form-error").textContent()).toBe("Invalid email or password");

    await page.getByLabel("Password", { exact: true }).fill("password-123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard/");

    // The authentication layout sends a signed-in user to the dashboard.
    await page.goto("/signin/");
    await page.waitForURL("**/dashboard/");
    await page.goto("/de/signup/");
    await page.waitForURL("**/dashboard/");

    await page.getByTestId("profile-menu").click();
    await page.getByTestId("logout").click();
    await page.waitForURL("**/signin/");
    await page.goto("/dashboard/settings/");
    await page.waitForURL("**/signin/");
  });

  it("on a 401 clears the account and sends the user to /signin with the spec's message", async () => {
    const page = await newPage(browser);
    await signUp(page, { email: uniqueEmail(), password: "password-123", fullname: "Expiry Test" });
    await page.goto("/dashboard/settings/");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    // End the session behind the page's back, then make the page call the API.
    await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem("root") ?? "{}").state.token;
      await fetch("/v1/user/logout/", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    });
    await page.getByRole("button", { name: "Save changes" }).first().click();
    await page.waitForURL("**/signin/?expired=1");
    expect(await page.getByTestId("form-error").textContent()).toBe("Session expired, please login again");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}"));
    expect(stored.state.token).toBe("");
    expect(stored.state.user_info).toBeNull();
  });
});

describe("email flows through the outbox", () => {
  it("verifies the email address from the verification link", async () => {
    const email = uniqueEmail();
    const page = await newPage(browser);
    await signUp(page, { email, password: "password-123", fullname: "Verify Me" });
    const link = await linkFromOutbox(page, email, "/verify-email/");
    await page.goto(link);
    await page.getByTestId("verify-done").waitFor();
    await page.goto("/dashboard/");
    await page.getByRole("heading", { name: "Overview", exact: true }).waitFor();
    // The dashboard refreshes user info on load: the banner goes once the fresh status arrives.
    await page.getByTestId("verify-banner").waitFor({ state: "detached" });
  });

  it("resets a forgotten password and signs in with the new one", async () => {
    const email = uniqueEmail();
    const setup = await newPage(browser);
    await signUp(setup, { email, password: "old-password", fullname: "Forgetful" });

    const page = await newPage(browser);
    await page.goto("/signin/");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password/");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByTestId("forgot-sent").waitFor();

    const link = await linkFromOutbox(page, email, "/reset-password/");
    await page.goto(link);
    await page.getByText(`For ${email}`).waitFor();
    await page.getByLabel("New password").fill("new-password-1");
    await page.getByLabel("Confirm password").fill("mismatch-123");
    await page.getByRole("button", { name: "Set new password" }).click();
    expect(await page.getByTestId("confirmPassword-error").textContent()).toBe("Passwords do not match");
    await page.getByLabel("Confirm password").fill("new-password-1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByTestId("reset-done").waitFor();

    // The old session was signed out everywhere; the link is single-use.
    await setup.reload();
    await setup.waitForURL("**/signin/**");
    await page.goto(link);
    await page.getByTestId("reset-invalid").waitFor();

    await page.goto("/signin/");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("new-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard/");
  });
});
