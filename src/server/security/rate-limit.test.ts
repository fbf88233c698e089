// The database rate limiter: counts per scope and subject, fixed windows, atomic under concurrent bursts, refunds
// only within the window. The expected counts come from the rule's numbers, not from the limiter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../db/test/test-db";
import {
  enforceRateLimit,
  enforceRateLimits,
  hitRateLimit,
  limitSubject,
  type RateLimitRule,
  refundRateLimit,
} from "./rate-limit";
import { RateLimitedError } from "./rate-limited-error";

let env: Awaited<ReturnType<typeof setupTestDb>>;
beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

let serial = 0;
function testRule(limit: number, windowSeconds: number): RateLimitRule {
  serial += 1;
  return { scope: `test.${serial}`, limit, windowSeconds, message: "Slow down" };
}
const T0 = new Date("2026-03-02T10:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe("hitRateLimit", () => {
  it("allows `limit` hits in a window, refuses the next with the seconds left, and starts over after it", async () => {
    const rule = testRule(3, 60);
    const db = env.handle.db;
    const answers = [];
    for (const second of [0, 10, 20, 30]) answers.push(await hitRateLimit(db, rule, "ip:a", at(second)));
    expect(answers.map((a) => [a.allowed, a.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    // The window opened at second 0 and lasts 60 s: 30 s are left at second 30.
    expect(answers[3]?.retryAfterSeconds).toBe(30);
    expect((await hitRateLimit(db, rule, "ip:a", at(59))).allowed).toBe(false);
    const fresh = await hitRateLimit(db, rule, "ip:a", at(60));
    expect([fresh.allowed, fresh.remaining]).toEqual([true, 2]);
  });

  it("keeps subjects and scopes apart", async () => {
    const rule = testRule(1, 60);
    const other = testRule(1, 60);
    const db = env.handle.db;
    expect((await hitRateLimit(db, rule, "email:a@example.com", T0)).allowed).toBe(true);
    expect((await hitRateLimit(db, rule, "email:a@example.com", T0)).allowed).toBe(false);
    expect((await hitRateLimit(db, rule, "email:b@example.com", T0)).allowed).toBe(true);
    expect((await hitRateLimit(db, other, "email:a@example.com", T0)).allowed).toBe(true);
  });

  it("lets exactly `limit` of a concurrent burst through (one atomic statement per hit)", async () => {
    const rule = testRule(5, 60);
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(env.handle.db, rule, "user:burst", T0)),
    );
    expect(burst.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it("gives a refunded hit back within the window only", async () => {
    const rule = testRule(2, 60);
    const db = env.handle.db;
    await hitRateLimit(db, rule, "user:r", at(0));
    await hitRateLimit(db, rule, "user:r", at(1));
    await refundRateLimit(db, rule, "user:r", at(2));
    expect((await hitRateLimit(db, rule, "user:r", at(3))).allowed).toBe(true);
    expect((await hitRateLimit(db, rule, "user:r", at(4))).allowed).toBe(false);
    // After the window ended a refund changes nothing: the new window counts from its own first hit.
    await refundRateLimit(db, rule, "user:r", at(61));
    await hitRateLimit(db, rule, "user:r", at(62));
    await hitRateLimit(db, rule, "user:r", at(63));
    expect((await hitRateLimit(db, rule, "user:r", at(64))).allowed).toBe(false);
  });
});

describe("enforceRateLimit", () => {
  it("throws the catalogue 42900 error with the rule's message and the wait", async () => {
    const rule = testRule(1, 900);
    await enforceRateLimit(env.handle.db, rule, "ip:e", T0);
    const error = await enforceRateLimit(env.handle.db, rule, "ip:e", at(300)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: ErrorCode.RateLimited, status: 429, message: "Slow down" });
    expect((error as RateLimitedError).retryAfterSeconds).toBe(600);
  });
});

describe("enforceRateLimits", () => {
  it("refuses when any rule is over, and then leaves the other counters as they were", async () => {
    const perUser = testRule(1, 60);
    const perTeam = testRule(2, 60);
    const db = env.handle.db;
    await enforceRateLimits(
      db,
      [
        { rule: perUser, subject: "user:1" },
        { rule: perTeam, subject: "team:1" },
      ],
      T0,
    );
    const error = await enforceRateLimits(
      db,
      [
        { rule: perUser, subject: "user:1" },
        { rule: perTeam, subject: "team:1" },
      ],
      at(1),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    // The team used 1 of 2: a teammate still gets the second.
    await enforceRateLimits(
      db,
      [
        { rule: perUser, subject: "user:2" },
        { rule: perTeam, subject: "team:1" },
      ],
      at(2),
    );
    expect((await hitRateLimit(db, perTeam, "team:1", at(3))).allowed).toBe(false);
  });
});

describe("limitSubject", () => {
  it("lowercases and caps what it stores", () => {
    expect(limitSubject("email", " Ada@Example.COM ")).toBe("email:ada@example.com");
    expect(limitSubject("team", 42)).toBe("team:42");
    expect(limitSubject("ip", "x".repeat(10_000)).length).toBe(320);
  });
});
