// Review finding on issue 15: two pays of one test checkout session that both read it while it was still open must
// not both subscribe. The race is made certain here (not left to timing): the database handle given to the provider
// holds every read of a checkout session until two have been read, so both pays see the session open.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../db/client";
import { testCheckoutSessions, testInvoices, testSubscriptions } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { ApiError } from "../errors/api-error";
import { createContractTeam } from "./test/contract-team";
import { createTestProvider, TEST_CARD_PAYS } from "./test-provider";

let env: Awaited<ReturnType<typeof setupTestDb>>;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

/** `db`, except that reads of test_checkout_sessions wait until `parties` of them have been answered. */
function sessionReadsMeet(db: Db, parties: number): Db {
  let arrived = 0;
  let release: () => void = () => undefined;
  const allRead = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holdUntilAllRead = async <T>(read: PromiseLike<T>): Promise<T> => {
    const rows = await read;
    arrived += 1;
    if (arrived >= parties) release();
    await allRead;
    return rows;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== "select") {
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (...fields: Parameters<Db["select"]>) => {
        const builder = target.select(...fields);
        return new Proxy(builder, {
          get(inner, innerProp) {
            const value = Reflect.get(inner, innerProp, inner);
            if (innerProp !== "from" || typeof value !== "function") return value;
            return (table: unknown) => {
              const from = value.call(inner, table);
              if (table !== testCheckoutSessions) return from;
              return { where: (condition: unknown) => holdUntilAllRead(from.where(condition)) };
            };
          },
        });
      };
    },
  });
}

describe("test provider: paying one session twice at once", () => {
  it("subscribes once; the other pay answers 409 40903", async () => {
    const db = env.handle.db;
    const team = await createContractTeam(db);
    const setup = createTestProvider({ db, secret: "double-pay-secret" });
    const { sessionId } = await setup.createCheckout({
      teamId: team.teamId,
      sku: "pro_monthly",
      customerEmail: team.email,
      customerId: null,
      successUrl: "http://localhost:3000/dashboard/subscriptions/",
      cancelUrl: "http://localhost:3000/dashboard/subscriptions/",
    });
    const racing = createTestProvider({ db: sessionReadsMeet(db, 2), secret: "double-pay-secret" });

    const outcomes = await Promise.allSettled([
      racing.payCheckout(sessionId, TEST_CARD_PAYS),
      racing.payCheckout(sessionId, TEST_CARD_PAYS),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(ApiError);
    expect((refused[0] as ApiError).code).toBe(ErrorCode.SubscriptionState);
    expect((refused[0] as ApiError).status).toBe(409);
    expect(await db.select().from(testSubscriptions).where(eq(testSubscriptions.teamId, team.teamId))).toHaveLength(1);
    expect(await db.select().from(testInvoices).where(eq(testInvoices.teamId, team.teamId))).toHaveLength(1);
  });
});
