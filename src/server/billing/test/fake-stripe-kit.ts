// What the Stripe provider's test files share: the loopback fake Stripe API started once per file, a provider
// pointed at it, and the steps tests repeat (a paid checkout, the events of one type, a rejection).
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { PaidSku } from "@/domain/contracts/billing";
import type { FakeEvent } from "../../../../tests/fixtures/fake-stripe/objects";
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../../tests/fixtures/fake-stripe/server";
import type { BillingProvider, CheckoutRequest } from "../provider";
import { createStripeProvider, type StripeSettings } from "../stripe-provider";

export const NO_PRICES = { pro_monthly: "", pro_yearly: "", max_monthly: "", max_yearly: "" };

export interface FakeStripeKit {
  fake(): FakeStripe;
  settings(overrides?: Partial<StripeSettings>): StripeSettings;
  provider(overrides?: Partial<StripeSettings>): BillingProvider;
  callsTo(method: string, path: string): FakeStripe["calls"];
  paidCheckout(
    stripe: BillingProvider,
    teamId: number,
    sku: PaidSku,
  ): Promise<{ sessionId: string } & ReturnType<FakeStripe["store"]["completeCheckout"]>>;
}

/** Starts the fake before the file's tests, stops it after, and forgets the recorded calls before each test. */
export function fakeStripePerFile(): FakeStripeKit {
  let current: FakeStripe | undefined;
  beforeAll(async () => {
    current = await startFakeStripe();
  });
  afterAll(() => current?.close());
  beforeEach(() => {
    fake().calls.length = 0;
  });
  function fake(): FakeStripe {
    if (!current) throw new Error("The fake Stripe API is read before beforeAll started it");
    return current;
  }
  function settings(overrides: Partial<StripeSettings> = {}): StripeSettings {
    return {
      secretKey: FAKE_STRIPE_SECRET_KEY,
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      prices: NO_PRICES,
      apiBaseUrl: fake().baseUrl,
      ...overrides,
    };
  }
  return {
    fake,
    settings,
    provider: (overrides) => createStripeProvider({ stripe: settings(overrides) }),
    callsTo: (method, path) => fake().calls.filter((call) => call.method === method && call.path === path),
    async paidCheckout(stripe, teamId, sku) {
      const { sessionId } = await stripe.createCheckout(checkoutInput(teamId, sku));
      return { sessionId, ...fake().store.completeCheckout(sessionId) };
    },
  };
}

export function checkoutInput(teamId: number, sku: PaidSku): CheckoutRequest {
  return {
    teamId,
    sku,
    customerEmail: `owner${teamId}@example.com`,
    customerId: null,
    successUrl: "http://localhost:3999/dashboard/subscriptions/?checkout=done",
    cancelUrl: "http://localhost:3999/dashboard/subscriptions/",
  };
}

export function eventOf(events: FakeEvent[], type: string): FakeEvent {
  const event = events.find((candidate) => candidate.type === type);
  if (!event) throw new Error(`no ${type} event among ${events.map((candidate) => candidate.type).join(", ")}`);
  return event;
}

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}
