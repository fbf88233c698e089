// Two people in one team from two browsers (issue 14): the Owner invites by email from settings, the invitee opens
// the link from the outbox, sets a password and lands in the team's dashboard as Analyst with tracking disabled; the
// Owner makes them Admin and they can track. On Free, inviting opens the plan-limit modal instead.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, linkFromOutbox, newPage, signUp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Sets a team's plan through the operator command's API, as the tracking and overview tests do. */
async function setPlan(email: string, plan: "free" | "pro" | "max") {
  const res = await fetch(`${baseUrl()}/v1/admin/plan/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ email, plan }),
  });
  expect(res.status).toBe(200);
}

/** A signed-up Owner with a verified address (invitations need one: 40301). */
async function verifiedOwner(prefix: string, fullname: string): Promise<{ page: Page; email: string }> {
  const page = await newPage(browser);
  const email = uniqueEmail(prefix);
  await signUp(page, { email, password: "password-123", fullname });
  await page.goto(await linkFromOutbox(page, email, "/verify-email/"));
  await page.getByTestId("verify-done").waitFor();
  return { page, email };
}

async function openMembers(page: Page) {
  await page.goto("/dashboard/settings/#team-members");
  await page.getByTestId("seats-meter").waitFor();
}

function memberRow(page: Page, email: string) {
  return page.getByTestId("members-table").locator(`tr[data-email="${email}"]`);
}

describe("team members", () => {
  it("invites an Analyst who joins from the email link, then makes them Admin so they can track", async () => {
    const { page: owner, email: ownerEmail } = await verifiedOwner("owner", "Olivia Owner");
    await setPlan(ownerEmail, "pro");
    await openMembers(owner);
    expect(await owner.getByTestId("seats-meter").textContent()).toContain("0 of 3 seats used");

    // The spec's email message, then a real invitation as Analyst (the default role).
    await owner.getByTestId("invite-member").click();
    const dialog = owner.getByTestId("invite-dialog");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByTestId("invite-submit").click();
    expect(await dialog.getByTestId("invite-email-error").textContent()).toBe("Please enter a valid email address");
    const inviteeEmail = uniqueEmail("invitee");
    await dialog.getByLabel("Email").fill(inviteeEmail);
    expect(await dialog.getByLabel("Analyst").isChecked()).toBe(true);
    await dialog.getByTestId("invite-submit").click();
    await dialog.waitFor({ state: "detached" });
    await memberRow(owner, inviteeEmail).waitFor();
    expect(await memberRow(owner, inviteeEmail).getByTestId("member-status").textContent()).toBe("Invited");
    expect(await owner.getByTestId("seats-meter").textContent()).toContain("1 of 3 seats used");

    // The invitee, in a browser of their own, opens the link from the outbox and sets a password.
    const invitee = await newPage(browser);
    const link = await linkFromOutbox(invitee, inviteeEmail, "/invite/accept/");
    await invitee.goto(link);
    const summary = await invitee.getByTestId("invitation-summary").textContent();
    expect(summary).toContain("Olivia Owner");
    expect(summary).toContain(inviteeEmail);
    expect(summary).toContain("Analyst");
    await invitee.getByLabel("Full name").fill("Ivan Invitee");
    await invitee.getByLabel("Password", { exact: true }).fill("invitee-pass-1");
    await invitee.getByLabel("Confirm password").fill("something-else");
    await invitee.getByRole("button", { name: "Create account and join" }).click();
    expect(await invitee.getByTestId("confirmPassword-error").textContent()).toBe("Passwords do not match");
    await invitee.getByLabel("Confirm password").fill("invitee-pass-1");
    await invitee.getByRole("button", { name: "Create account and join" }).click();
    await invitee.waitForURL("**/dashboard/");
    await invitee.getByTestId("role-label").filter({ hasText: "Analyst" }).waitFor();

    // An Analyst reads the team's channels but cannot track: the form is there, disabled, with the reason.
    await invitee.goto("/dashboard/channels/");
    const addChannel = invitee.getByTestId("add-channel");
    const track = addChannel.getByRole("button", { name: "Track channel" });
    await addChannel.locator("[data-role-locked]").waitFor();
    expect(await track.isDisabled()).toBe(true);
    expect(await addChannel.getByLabel("Track a channel").isDisabled()).toBe(true);

    // The Owner sees them active (after a reload: the table was loaded before they joined) and makes them Admin.
    await owner.reload();
    await owner.getByTestId("seats-meter").waitFor();
    const row = memberRow(owner, inviteeEmail);
    await row.waitFor();
    expect(await row.getByTestId("member-status").textContent()).toBe("Active");
    await row.getByRole("combobox", { name: "Role of Ivan Invitee" }).click();
    await owner.getByRole("option", { name: "Admin" }).click();
    await owner.getByText("Ivan Invitee is now Admin").waitFor();

    // After a reload the invitee is Admin and tracks a channel for the team.
    await invitee.reload();
    await invitee.getByTestId("role-label").filter({ hasText: "Admin" }).waitFor();
    await addChannel.locator("[data-role-locked]").waitFor({ state: "detached" });
    await addChannel.getByLabel("Track a channel").fill("https://www.tiktok.com/@team_lab");
    expect(await track.isDisabled()).toBe(false);
    await track.click();
    await invitee.getByTestId("channel-card").first().waitFor({ timeout: 20_000 });
    expect(await invitee.getByTestId("channel-card").first().textContent()).toContain("team_lab");
  });

  it("on Free, inviting opens the plan-limit modal; an unknown link explains itself in the page's language", async () => {
    const { page } = await verifiedOwner("free", "Fred Free");
    await openMembers(page);
    expect(await page.getByTestId("seats-meter").getAttribute("data-seats")).toBe("none");
    expect(await page.getByTestId("seats-meter").textContent()).toContain("Your plan has no seats");

    await page.getByTestId("invite-member").click();
    await page.getByTestId("invite-dialog").getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByTestId("invite-submit").click();
    await page.getByRole("dialog").getByText("Subscription Plan Limit Reach").waitFor();
    await page.getByTestId("plan-limit-upgrade").waitFor();
    expect(await page.getByTestId("invite-dialog").count()).toBe(0);

    const visitor = await newPage(browser);
    await visitor.goto("/invite/accept/?token=not-a-real-invitation");
    await visitor.getByTestId("invitation-problem").waitFor();
    expect(await visitor.getByTestId("invitation-problem").getAttribute("data-problem")).toBe("unknown");
    await visitor.goto("/de/invite/accept/?token=not-a-real-invitation");
    await visitor.getByRole("heading", { name: "Dieser Einladungslink ist ungültig" }).waitFor();
  });
});
