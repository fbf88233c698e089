// Issue 13 item 6: teams are created, joined and changed only through /v1, where plan seats, the one personal team
// per user and email verification are enforced. Better Auth's organization endpoints must refuse every HTTP call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuthFor } from "../auth/auth";
import { setupTestDb } from "../db/test/test-db";
import type { SignedInUser } from "../services/account/signed-in-user";
import { createTestApi, hash, uniqueEmail } from "./test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

// Written out by hand (not read from the plugin) so a Better Auth upgrade that adds or renames an endpoint shows up.
const ORGANIZATION_PATHS = [
  "create",
  "update",
  "delete",
  "set-active",
  "get-full-organization",
  "list",
  "check-slug",
  "invite-member",
  "cancel-invitation",
  "accept-invitation",
  "reject-invitation",
  "get-invitation",
  "list-invitations",
  "list-user-invitations",
  "remove-member",
  "update-member-role",
  "add-member",
  "leave",
  "get-active-member",
  "get-active-member-role",
  "list-members",
  "has-permission",
];

async function signUp(): Promise<SignedInUser> {
  const res = await call<SignedInUser>("POST", "/v1/account/register", {
    body: { email: uniqueEmail("org"), password: hash("password-1"), fullname: "Org Tester" },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("Better Auth organization endpoints over HTTP", () => {
  it.each(ORGANIZATION_PATHS)("refuses /api/auth/organization/%s for a signed-in user", async (path) => {
    const user = await signUp();
    const auth = await getAuthFor(env.handle.db);
    const headers = {
      origin: "http://localhost:3000",
      "content-type": "application/json",
      authorization: `Bearer ${user.token}`,
    };
    const body = JSON.stringify({
      name: "Bypass",
      slug: `bypass-${Date.now()}`,
      organizationId: String(user.team_info.id),
      email: uniqueEmail("invitee"),
      role: "owner",
      invitationId: "1",
      memberIdOrEmail: String(user.id),
      memberId: "1",
      userId: String(user.id),
      data: { name: "Renamed" },
    });
    for (const method of ["POST", "GET"] as const) {
      const response = await auth.handler(
        new Request(`http://localhost:3000/api/auth/organization/${path}`, {
          method,
          headers,
          body: method === "POST" ? body : undefined,
        }),
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // Nothing changed: still exactly the personal team, under its own name.
    const me = await call<SignedInUser>("GET", "/v1/user", { token: user.token });
    expect(me.body.data.team_info.id).toBe(user.team_info.id);
    expect(me.body.data.team_info.name).toBe(user.team_info.name);
  });

  it("keeps the session endpoint and the /v1 team flows working", async () => {
    const user = await signUp();
    const auth = await getAuthFor(env.handle.db);
    const session = await auth.handler(
      new Request("http://localhost:3000/api/auth/get-session", {
        headers: { origin: "http://localhost:3000", authorization: `Bearer ${user.token}` },
      }),
    );
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(user.email);

    const renamed = await call("PUT", "/v1/team", { token: user.token, body: { name: "Renamed via v1" } });
    expect(renamed.status).toBe(200);
    const me = await call<SignedInUser>("GET", "/v1/user", { token: user.token });
    expect(me.body.data.team_info.name).toBe("Renamed via v1");
  });

  it("keeps the organization API usable from the server through auth.api", async () => {
    const user = await signUp();
    const auth = await getAuthFor(env.handle.db);
    const full = await auth.api.getFullOrganization({
      headers: new Headers({ authorization: `Bearer ${user.token}` }),
      query: { organizationId: String(user.team_info.id) },
    });
    expect(full?.members.map((m) => Number(m.userId))).toEqual([user.id]);
  });
});
