// PGlite statements are served oldest request first (query-order.ts): one at a time, by the start time of the
// request that sends them, so a request with many steps is not sent to the back of the queue at every step.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OldestFirstQueue, OrderedPglite, withRequestOrder } from "./query-order";

/** A task that records when it starts and ends and finishes only when released. */
function gate(log: string[], name: string) {
  let release: () => void = () => {
    throw new Error(`${name} released before it started`);
  };
  const task = () =>
    new Promise<string>((resolve) => {
      log.push(`start ${name}`);
      release = () => {
        log.push(`end ${name}`);
        resolve(name);
      };
    });
  return { task, release: () => release() };
}

/** A few turns of the event loop, for every task that can start to start. */
const tick = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe("OldestFirstQueue", () => {
  it("runs one task at a time, the lowest priority value first, ties in arrival order", async () => {
    // No slice: each next task starts as the last one ends, within the few turns `tick` waits.
    const queue = new OldestFirstQueue({ sliceMs: Number.POSITIVE_INFINITY });
    const log: string[] = [];
    const first = gate(log, "first");
    const late = gate(log, "late");
    const early = gate(log, "early");
    const tieA = gate(log, "tieA");
    const tieB = gate(log, "tieB");
    const running = queue.run(first.task, 50);
    await tick();
    const results = [
      running,
      queue.run(late.task, 30),
      queue.run(tieA.task, 20),
      queue.run(early.task, 10),
      queue.run(tieB.task, 20),
    ];
    await tick();
    // The first task started (nothing was running); nothing else until it ends, whatever its priority.
    expect(log).toEqual(["start first"]);
    expect(queue.length).toBe(4);
    for (const g of [first, early, tieA, tieB, late]) {
      g.release();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(["first", "late", "tieA", "early", "tieB"]);
    expect(log).toEqual([
      "start first",
      "end first",
      "start early",
      "end early",
      "start tieA",
      "end tieA",
      "start tieB",
      "end tieB",
      "start late",
      "end late",
    ]);
  });

  it("passes a failure to its caller and goes on with the next task", async () => {
    const queue = new OldestFirstQueue();
    const failing = queue.run(async () => {
      throw new Error("boom");
    }, 1);
    const next = queue.run(async () => "after", 2);
    await expect(failing).rejects.toThrow("boom");
    expect(await next).toBe("after");
    expect(queue.length).toBe(0);
  });

  it("takes the priority from the request's start time (withRequestOrder), else from the moment it asks", async () => {
    const queue = new OldestFirstQueue();
    const log: string[] = [];
    const blocker = gate(log, "blocker");
    const running = queue.run(blocker.task, 0);
    // An old request (started before the others) sends a statement last: it still goes first.
    let oldRequest: Promise<string> = Promise.resolve("");
    const oldStarted = new Promise<void>((resolve) => {
      oldRequest = withRequestOrder(async () => {
        resolve();
        await new Promise((r) => setTimeout(r, 20));
        return queue.run(async () => "old request");
      });
    });
    await oldStarted;
    await new Promise((r) => setTimeout(r, 5));
    const newRequest = withRequestOrder(() => queue.run(async () => "new request"));
    const unstamped = queue.run(async () => "job");
    await new Promise((r) => setTimeout(r, 40));
    expect(queue.length).toBe(3);
    const order: string[] = [];
    for (const p of [oldRequest, newRequest, unstamped]) void p.then((v) => order.push(v));
    blocker.release();
    await Promise.all([running, oldRequest, newRequest, unstamped]);
    expect(order).toEqual(["old request", "new request", "job"]);
  });
});

/**
 * Queues `count` tasks that settle at once (as a PGlite statement does: no I/O) behind a 0-ms timer set first, and
 * returns how many had ended when the timer fired: the count the queue ran without letting the event loop turn.
 */
async function endedBeforeTimer(
  run: (task: () => Promise<number>) => Promise<number>,
  count: number,
): Promise<{ ended: number; results: number[] }> {
  let ended = 0;
  let atTimer = -1;
  setTimeout(() => {
    atTimer = ended;
  }, 0);
  const results = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      run(async () => {
        ended += 1;
        return n;
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { ended: atTimer, results };
}

describe("OldestFirstQueue lets the event loop turn", () => {
  it("yields to timers and sockets once its slice is used up, then goes on with the oldest task", async () => {
    // A clock that moves 8 ms per task: with a 20 ms slice the queue yields after the third task (8, 16, 24).
    let clock = 0;
    const queue = new OldestFirstQueue({ sliceMs: 20, now: () => clock });
    const step = (task: () => Promise<number>) => {
      clock += 8;
      return task();
    };
    const { ended, results } = await endedBeforeTimer((task) => queue.run(() => step(task), 1), 10);
    expect(ended).toBe(3);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.length).toBe(0);
  });

  it("counts one caller's statements awaited one after another against the same slice", async () => {
    // The queue is idle before each of them, but the loop has not turned: it must still yield after the third.
    let clock = 0;
    const queue = new OldestFirstQueue({ sliceMs: 20, now: () => clock });
    let ended = 0;
    let atTimer = -1;
    setTimeout(() => {
      atTimer = ended;
    }, 0);
    for (let n = 0; n < 10; n++) {
      await queue.run(async () => {
        clock += 8;
        ended += 1;
      }, 1);
      // A caller's next statement comes a few promise steps later (drizzle maps the rows, the caller goes on), after
      // the queue has found itself idle: still the same task of the event loop.
      for (let step = 0; step < 5; step++) await null;
    }
    expect(atTimer).toBe(3);
    expect(ended).toBe(10);
  });

  it("rejects a task that throws before returning its promise and goes on with the next", async () => {
    const queue = new OldestFirstQueue({ sliceMs: 20, now: () => 0 });
    const thrower = (() => {
      throw new Error("thrown at once");
    }) as unknown as () => Promise<number>;
    await expect(queue.run(thrower, 1)).rejects.toThrow("thrown at once");
    // A queue left running would never start the next task: give it 500 ms, not the test's whole timeout.
    const stuck = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("queue stuck")), 500));
    await expect(Promise.race([queue.run(async () => 42, 1), stuck])).resolves.toBe(42);
    expect(queue.length).toBe(0);
  });

  it("goes on slicing after a task during which the event loop turned", async () => {
    // The first task awaits a real timer (the loop turns while it runs); the ten queued behind it must still be
    // served in slices: with the 8-ms clock the queue yields after the third of them.
    let clock = 0;
    const queue = new OldestFirstQueue({ sliceMs: 20, now: () => clock });
    let ended = 0;
    let atTimer = -1;
    const first = queue.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      setTimeout(() => {
        atTimer = ended;
      }, 0);
    }, 1);
    const rest = Array.from({ length: 10 }, () =>
      queue.run(async () => {
        clock += 8;
        ended += 1;
      }, 2),
    );
    await Promise.all([first, ...rest]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(atTimer).toBe(3);
    expect(ended).toBe(10);
  });

  it("hands tasks on back to back while its slice lasts", async () => {
    const queue = new OldestFirstQueue({ sliceMs: 20, now: () => 0 });
    const { ended, results } = await endedBeforeTimer((task) => queue.run(task, 1), 50);
    expect(ended).toBe(50);
    expect(results).toHaveLength(50);
  });
});

describe("OrderedPglite under drizzle", () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(async () => pglite.close());

  it("answers statements and transactions as PGlite does, rolling back a failed transaction", async () => {
    const ordered = new OrderedPglite(pglite);
    const db = drizzle({ client: ordered as unknown as PGlite });
    await db.execute(sql`CREATE TABLE t (id int PRIMARY KEY, v text)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES (1, 'a')`);
      await tx.execute(sql`INSERT INTO t VALUES (2, 'b')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (3, 'c')`);
        await tx.execute(sql`INSERT INTO t VALUES (1, 'duplicate')`);
      }),
    ).rejects.toThrow();
    const rows = await db.execute<{ id: number; v: string }>(sql`SELECT id, v FROM t ORDER BY id`);
    expect(rows.rows).toEqual([
      { id: 1, v: "a" },
      { id: 2, v: "b" },
    ]);
  });

  it("lets a timer run between PGlite statements once the slice is used up (PGlite itself never yields)", async () => {
    // PGlite alone: 200 statements end before a 0-ms timer set ahead of them fires (the server froze this way).
    const bare = await endedBeforeTimer(async (task) => {
      await pglite.query("SELECT 1");
      return task();
    }, 200);
    expect(bare.ended).toBe(200);
    // Through the queue with a zero slice (a turn before every statement that follows another): the timer fires
    // after the first statement, every statement still answers.
    const ordered = new OrderedPglite(pglite, { sliceMs: 0 });
    const queued = await endedBeforeTimer(async (task) => {
      const answer = await ordered.query<{ n: number }>("SELECT 7 AS n");
      expect(answer.rows).toEqual([{ n: 7 }]);
      return task();
    }, 200);
    expect(queued.ended).toBe(1);
    expect(queued.results).toHaveLength(200);
  });

  it("lets a timer run between the statements of a long transaction once the slice is used up", async () => {
    let clock = 0;
    const ordered = new OrderedPglite(pglite, { sliceMs: 20, now: () => clock });
    let done = 0;
    let atTimer = -1;
    setTimeout(() => {
      atTimer = done;
    }, 0);
    const answers = await ordered.transaction(async (tx) => {
      const seen: number[] = [];
      for (let n = 0; n < 5; n++) {
        clock += 8;
        const answer = await tx.query<{ n: number }>("SELECT $1::int AS n", [n]);
        seen.push(answer.rows[0]?.n ?? -1);
        done += 1;
      }
      return seen;
    });
    // 8, 16: within the slice; at 24 the third statement waits for the loop's turn.
    expect(atTimer).toBe(2);
    expect(answers).toEqual([0, 1, 2, 3, 4]);
  });

  it("lets an older request's next step pass a queue of newer statements", async () => {
    const ordered = new OrderedPglite(pglite);
    const db = drizzle({ client: ordered as unknown as PGlite });
    const done: string[] = [];
    // Hold the queue with a transaction while both requests line up.
    let releaseHold: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseHold = resolve;
    });
    const hold = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await held;
    });
    await tick();
    const older = withRequestOrder(async () => {
      for (let step = 1; step <= 4; step += 1) {
        await db.execute(sql`SELECT ${step}::int AS step`);
        done.push(`older ${step}`);
      }
    });
    await new Promise((r) => setTimeout(r, 5));
    // A newer request sends twelve statements at once (as parallel queries of many newer requests would).
    const newer = withRequestOrder(() =>
      Promise.all(
        Array.from({ length: 12 }, async (_, n) => {
          await db.execute(sql`SELECT ${n}::int AS n`);
          done.push(`newer ${n}`);
        }),
      ),
    );
    await tick();
    expect(ordered.waiting).toBe(13);
    releaseHold();
    await Promise.all([hold, older, newer]);
    // Arrival order would run all twelve newer statements between the older request's first and second steps;
    // oldest first lets at most one newer statement in between each of its steps.
    const newerBeforeOlderDone = done.slice(0, done.indexOf("older 4")).filter((entry) => entry.startsWith("newer"));
    expect(done[0]).toBe("older 1");
    expect(newerBeforeOlderDone.length).toBeLessThanOrEqual(3);
    expect(done).toHaveLength(16);
  });
});
