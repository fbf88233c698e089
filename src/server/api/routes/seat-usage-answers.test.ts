// The seats shown on the subscriptions page (GET /v1/billing/subscription usage.seats) and the overview's plan
// usage card (GET /v1/team/overview usage.seats) are the seats the invite check counts (src/domain/seats.ts):
// members besides the Owner and pending invitations; a revoked or expired invitation frees its seat. Oracle: the
// members page's own count (GET /v1/team/members seats.used) and the invitations made here.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Subscription } from "@/domain/contracts/billing";
import type { OverviewData } from "@/domain/contracts/overview";
import type { TeamMembers } from "@/domain/contracts/team";
import { invitation } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi, uniqueEmail } from "../test/api-client";
import { addMember, inviteAndReadToken, registerPerson } from "../test/team-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const db = () => env.handle.db;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function seatsShown(token: string) {
  const members = await call<TeamMembers>("GET", "/v1/team/members", { token });
  const subscription = await call<Subscription>("GET", "/v1/billing/subscription", { token });
  const overview = await call<OverviewData>("GET", "/v1/team/overview", { token });
  return {
    members: members.body.data.seats.used,
    subscription: subscription.body.data.usage.seats,
    overview: overview.body.data.usage.seats.used,
  };
}

describe("seats in the billing and overview answers", () => {
  it("count members besides the Owner and pending invitations, and free a revoked or expired invitation's seat", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    expect(await seatsShown(owner.token)).toEqual({ members: 0, subscription: 0, overview: 0 });

    await addMember(api, db(), owner, 2);
    const invited = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of invited) await inviteAndReadToken(api, db(), owner, email, 2);
    // One member and three pending invitations.
    expect(await seatsShown(owner.token)).toEqual({ members: 4, subscription: 4, overview: 4 });
    // Only the member would lose access in a downgrade below the seats: invitations are not members.
    const subscription = await call<Subscription>("GET", "/v1/billing/subscription", { token: owner.token });
    expect(subscription.body.data.usage.members).toBe(1);

    const [revoked] = await db()
      .select({ id: invitation.id })
      .from(invitation)
      .where(eq(invitation.email, invited[0] as string));
    const res = await call("POST", "/v1/team/invite/revoke", {
      token: owner.token,
      body: { invitation_id: revoked?.id },
    });
    expect(res.status).toBe(200);
    await db()
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.email, invited[1] as string));
    // The member and the one invitation still pending; another team's seats never count.
    await inviteAndReadToken(api, db(), await registerPerson(api, db(), { plan: "max" }), uniqueEmail(), 2);
    expect(await seatsShown(owner.token)).toEqual({ members: 2, subscription: 2, overview: 2 });
  });
});
