// The provider contract (provider-contract.ts) run against the built-in test provider.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { providerContract } from "./provider-contract";
import { signPayload } from "./signature";
import { createContractTeam } from "./test/contract-team";
import { createTestProvider, TEST_CARD_PAYS, type TestBillingProvider } from "./test-provider";

const SECRET = randomBytes(16).toString("hex");
let env: Awaited<ReturnType<typeof setupTestDb>>;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

describe("test provider: provider contract", () => {
  providerContract({
    async setup() {
      const team = await createContractTeam(env.handle.db);
      const provider = createTestProvider({ db: env.handle.db, secret: SECRET });
      return { provider, db: env.handle.db, teamId: team.teamId, email: team.email };
    },
    async completeCheckout(team, sessionId) {
      await (team.provider as TestBillingProvider).payCheckout(sessionId, TEST_CARD_PAYS);
    },
    sign(body, at, secret) {
      return signPayload(secret === "right" ? SECRET : "not-the-secret", body, at);
    },
    // The test provider's events carry no state (it is always read back), so `stale` has nothing to go into.
    subscriptionEventBody({ eventId, subscriptionId, teamId, created }) {
      return JSON.stringify({
        id: eventId,
        type: "subscription.updated",
        created: Math.floor(created.getTime() / 1000),
        data: { subscription_id: subscriptionId, team_id: teamId, invoice: null, refunded_charge_id: null },
      });
    },
  });
});
