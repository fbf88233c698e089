// Review finding on issue 15: with exactly one of STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET set, billing fell back
// to Test mode, where the test card upgrades for free. In production (APP_ENV=production) checkout must refuse
// with 503 50300 naming the missing variable and log one error; elsewhere Test mode stays, with one warning.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RedirectUrl } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import { getLogger } from "../../logger";
import { createTestApi } from "../test/api-client";
import { verifiedOwner } from "../test/billing-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const saved = {
  APP_ENV: process.env.APP_ENV,
  STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
};

function configure(values: { APP_ENV: string; STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string }) {
  Object.assign(process.env, values);
}

beforeAll(async () => {
  env = await setupTestDb();
});
afterEach(() => {
  configure({ APP_ENV: "development", STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
  vi.restoreAllMocks();
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await env.teardown();
});

async function checkout(token: string) {
  return api.call<RedirectUrl>("POST", "/v1/billing/checkout", { token, body: { sku: "pro_monthly" } });
}

describe("half-configured Stripe", () => {
  it.each([
    { set: "STRIPE_SECRET_KEY", missing: "STRIPE_WEBHOOK_SECRET" },
    { set: "STRIPE_WEBHOOK_SECRET", missing: "STRIPE_SECRET_KEY" },
  ])(
    "in production with only $set, checkout answers 503 naming $missing and logs one error",
    async ({ set, missing }) => {
      const owner = await verifiedOwner(api, env.handle.db);
      const errors = vi.spyOn(getLogger(), "error");
      configure({
        APP_ENV: "production",
        STRIPE_SECRET_KEY: set === "STRIPE_SECRET_KEY" ? "sk_test_half" : "",
        STRIPE_WEBHOOK_SECRET: set === "STRIPE_WEBHOOK_SECRET" ? "whsec_half" : "",
      });

      const first = await checkout(owner.token);
      const second = await checkout(owner.token);

      for (const answer of [first, second]) {
        expect(answer.status).toBe(503);
        expect(answer.body.code).toBe(ErrorCode.Unavailable);
        expect(answer.body.message).toContain(`${missing} is not set`);
      }
      const logged = errors.mock.calls.filter((call) => JSON.stringify(call).includes(missing));
      expect(logged).toHaveLength(1);
    },
  );

  it("outside production with only STRIPE_SECRET_KEY, checkout stays in Test mode and warns once", async () => {
    const owner = await verifiedOwner(api, env.handle.db);
    const warnings = vi.spyOn(getLogger(), "warn");
    const errors = vi.spyOn(getLogger(), "error");
    configure({ APP_ENV: "development", STRIPE_SECRET_KEY: "sk_test_half", STRIPE_WEBHOOK_SECRET: "" });

    const first = await checkout(owner.token);
    expect(first.status).toBe(200);
    expect(first.body.data.url).toMatch(/^\/dashboard\/subscriptions\/checkout\/\?session=cs_test_/);
    const second = await checkout(owner.token);
    expect(second.status).toBe(200);

    const warned = warnings.mock.calls.filter((call) => JSON.stringify(call).includes("STRIPE_WEBHOOK_SECRET"));
    expect(warned).toHaveLength(1);
    expect(errors.mock.calls.filter((call) => JSON.stringify(call).includes("STRIPE"))).toEqual([]);
  });

  it("with neither variable set, checkout is Test mode and logs nothing about Stripe", async () => {
    const owner = await verifiedOwner(api, env.handle.db);
    const warnings = vi.spyOn(getLogger(), "warn");
    const errors = vi.spyOn(getLogger(), "error");
    configure({ APP_ENV: "production", STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });

    const answer = await checkout(owner.token);
    expect(answer.status).toBe(200);
    const aboutStripe = [...warnings.mock.calls, ...errors.mock.calls].filter((call) =>
      JSON.stringify(call).includes("STRIPE"),
    );
    expect(aboutStripe).toEqual([]);
  });
});
