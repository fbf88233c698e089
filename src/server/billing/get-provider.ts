// Which payment provider this installation uses (issue 15 item 1): Stripe when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set, else the built-in test provider ("Test mode"), signed with BILLING_TEST_SECRET or
// a secret generated once into app_secrets.
import "server-only";
import type { Db } from "../db/client";
import { type Env, getEnv } from "../env";
import type { BillingProvider, ProviderName } from "./provider";
import { createTestProvider, type TestBillingProvider } from "./test-provider";
import { loadBillingTestSecret } from "./test-secret";

export function activeProviderName(env: Env = getEnv()): ProviderName {
  return env.billing.stripeSecretKey && env.billing.stripeWebhookSecret ? "stripe" : "test";
}

type StripeModule = { createStripeProvider: (env: Env) => BillingProvider };

/**
 * The billing-stripe lane's `./stripe-provider` (export `createStripeProvider(env): BillingProvider`) is not on this
 * branch yet: the specifier is computed so the compiler does not resolve it before that branch merges. After the
 * merge this becomes `await import("./stripe-provider")`.
 */
async function loadStripeProvider(env: Env): Promise<BillingProvider> {
  const specifier = ["./stripe", "provider"].join("-");
  const module = (await import(/* webpackIgnore: true */ specifier)) as StripeModule;
  return module.createStripeProvider(env);
}

export async function getBillingProvider(db: Db): Promise<BillingProvider> {
  const env = getEnv();
  if (activeProviderName(env) === "stripe") return loadStripeProvider(env);
  return createTestProvider({ db, secret: await loadBillingTestSecret(db) });
}

/** The test provider, or null when Stripe is configured (the test-mode routes then answer 404). */
export async function getTestProvider(db: Db): Promise<TestBillingProvider | null> {
  if (activeProviderName() !== "test") return null;
  return createTestProvider({ db, secret: await loadBillingTestSecret(db) });
}
