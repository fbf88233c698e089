// The provider contract (provider-contract.ts) run against the Stripe provider: the official SDK pointed at the
// loopback fake Stripe API, its events signed with the SDK's generateTestHeaderString and delivered through the
// same handleWebhook path as the webhook route.
import Stripe from "stripe";
import { afterAll, beforeAll, describe } from "vitest";
import { stripeEvent } from "../../../tests/fixtures/fake-stripe/objects";
import { FAKE_STRIPE_WEBHOOK_SECRET } from "../../../tests/fixtures/fake-stripe/server";
import { setupTestDb } from "../db/test/test-db";
import { handleWebhook } from "./handle-webhook";
import { providerContract } from "./provider-contract";
import { createContractTeam } from "./test/contract-team";
import { fakeStripePerFile } from "./test/fake-stripe-kit";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { fake, provider } = fakeStripePerFile();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

function sign(body: string, at: Date, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}

describe("Stripe provider: provider contract", () => {
  providerContract({
    async setup() {
      const team = await createContractTeam(env.handle.db);
      return { provider: provider(), db: env.handle.db, teamId: team.teamId, email: team.email };
    },
    async completeCheckout(team, sessionId) {
      // Stripe delivers every event of the paid checkout; the app verifies and applies each one.
      for (const event of fake().store.completeCheckout(sessionId).events) {
        const signed = fake().sign(event);
        await handleWebhook(team.provider, signed.body, signed.signature, team.db);
      }
    },
    sign(body, at, secret) {
      return sign(body, at, secret === "right" ? FAKE_STRIPE_WEBHOOK_SECRET : "whsec_not_the_secret");
    },
    // Stripe's events carry the subscription as it was: `stale` puts an old cancel flag into the snapshot.
    subscriptionEventBody({ eventId, subscriptionId, created, stale }) {
      const subscription = structuredClone(fake().store.subscription(subscriptionId));
      if (stale) subscription.cancel_at_period_end = stale.cancelAtPeriodEnd;
      const event = stripeEvent("customer.subscription.updated", subscription, Math.floor(created.getTime() / 1000));
      return JSON.stringify({ ...event, id: eventId }, null, 2);
    },
  });
});
