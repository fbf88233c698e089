import { describe, expect, it } from "vitest";
import { BatchError, runInTurn } from "./batch";

describe("runInTurn", () => {
  it("calls every id in order, one at a time", async () => {
    const log: string[] = [];
    await runInTurn([3, 1, 2], async (id) => {
      log.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 5 - id));
      log.push(`end ${id}`);
    });
    expect(log).toEqual(["start 3", "end 3", "start 1", "end 1", "start 2", "end 2"]);
  });

  it("keeps going after a failure and rejects with the count and the last failure", async () => {
    const called: number[] = [];
    const failures = { 2: new Error("two"), 4: new Error("four") } as Record<number, Error>;
    const outcome = runInTurn([1, 2, 3, 4, 5], async (id) => {
      called.push(id);
      if (failures[id]) throw failures[id];
    });
    await expect(outcome).rejects.toBeInstanceOf(BatchError);
    const error = (await outcome.catch((caught: unknown) => caught)) as BatchError;
    expect(called).toEqual([1, 2, 3, 4, 5]);
    expect(error.failed).toBe(2);
    expect(error.total).toBe(5);
    expect(error.lastError).toBe(failures[4]);
  });

  it("a single failed id is a batch of one", async () => {
    const cause = new Error("gone");
    const error = (await runInTurn([9], async () => Promise.reject(cause)).catch(
      (caught: unknown) => caught,
    )) as BatchError;
    expect([error.failed, error.total, error.lastError]).toEqual([1, 1, cause]);
  });

  it("resolves when every call succeeded, and with no ids at all", async () => {
    await expect(runInTurn([1, 2], async () => "ok")).resolves.toBeUndefined();
    await expect(runInTurn([], async () => Promise.reject(new Error("never")))).resolves.toBeUndefined();
  });
});
