import { describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { DataDirLockedError } from "./lock";
import { ensureMigrated } from "./migrate";
import { DatabaseClosedError, isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string) => Object.assign(new Error("driver error"), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures, also when wrapped as a cause", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("ECONNRESET") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
    expect(isDatabaseUnavailable(new DataDirLockedError("/tmp/x", 1))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseClosedError())).toBe(true);
  });

  it("leaves query bugs and constraint violations alone (they stay 500 or their own code)", () => {
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("ensureMigrated", () => {
  it("retries a migration that failed because the database was unreachable, instead of caching the failure", async () => {
    let connects = 0;
    const handle = {
      kind: "pg",
      pool: {
        connect: async () => {
          connects += 1;
          throw withCode("ECONNREFUSED");
        },
      },
    } as unknown as DbHandle;
    await expect(ensureMigrated(handle)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await expect(ensureMigrated(handle)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(connects).toBe(2);
  });
});
