// Queue creation survives the deadlock two workers starting together meet in pg-boss's create_queue: the victim runs
// it again (it is idempotent), any other error goes straight to the caller, and a deadlock that never clears gives up.
import type PgBoss from "pg-boss";
import { describe, expect, it } from "vitest";
import { createQueue } from "./create-queue";

/** A boss whose createQueue throws the given errors in turn, then succeeds; it records every call. */
function bossFailingWith(errors: unknown[]) {
  const calls: { name: string; options?: PgBoss.Queue }[] = [];
  const boss = {
    createQueue: async (name: string, options?: PgBoss.Queue) => {
      calls.push({ name, options });
      const error = errors.shift();
      if (error !== undefined) throw error;
    },
  } as unknown as PgBoss;
  return { boss, calls };
}

const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

describe("createQueue", () => {
  it("runs create_queue again after a deadlock, with the same name and options", async () => {
    const { boss, calls } = bossFailingWith([deadlock(), deadlock()]);
    const options = { name: "alerts.deliver", retryLimit: 5 };
    await createQueue(boss, "alerts.deliver", options);
    expect(calls).toEqual([
      { name: "alerts.deliver", options },
      { name: "alerts.deliver", options },
      { name: "alerts.deliver", options },
    ]);
  });

  it("passes any other error through at once", async () => {
    const { boss, calls } = bossFailingWith([Object.assign(new Error("permission denied"), { code: "42501" })]);
    await expect(createQueue(boss, "tracking.tick")).rejects.toThrow("permission denied");
    expect(calls).toHaveLength(1);
  });

  it("gives up after eight deadlocks in a row", async () => {
    const { boss, calls } = bossFailingWith(Array.from({ length: 20 }, deadlock));
    await expect(createQueue(boss, "tracking.tick")).rejects.toThrow("deadlock detected");
    expect(calls).toHaveLength(8);
  });
});
