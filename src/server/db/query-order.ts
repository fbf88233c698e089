// PGlite runs one statement at a time, in this process. Its own lock serves statements first come, first served, so
// under load a request that needs several statements one after another waits behind the whole queue once per
// statement: the 30-day overview (about eight steps) waited over 30 s at 200 connections while a one-step route
// waited one queue (issue 13, remaining item a; bench/RESULTS.md, load). Here statements are served oldest request
// first instead: each /v1 request is stamped with its start time (withRequestOrder, called by the database
// middleware), and the statement of the oldest request waiting goes next. A request that has started is finished
// before newer ones are begun, so every request waits about the same (the total work ahead of it) however many
// steps it takes, and none starves: work without a stamp (jobs, pages) counts from the moment it asks.
//
// Only one statement or transaction is handed to PGlite at a time by this queue, so for everything that goes through
// it the order is this one. pg-boss's executor (src/server/jobs/boss.ts) talks to PGlite directly and meets the
// queue's statements at PGlite's own lock, first come, first served. A transaction holds its turn until it ends (as PGlite's lock does); code inside a transaction
// must use the transaction's handle, never the outer database (that would wait for itself, with PGlite's lock too).
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { getEnv } from "../env";

const requestStart = new AsyncLocalStorage<number>();

/**
 * Runs `work` (a request's handling) with its start time as the priority of every statement it sends.
 * PGLITE_REQUEST_ORDER=false leaves requests unstamped: statements are then served in arrival order, as PGlite's own
 * lock would (kept for comparison in the load bench).
 */
export function withRequestOrder<T>(work: () => T): T {
  if (!getEnv().pgliteRequestOrder) return work();
  return requestStart.run(performance.now(), work);
}

interface Waiting {
  priority: number;
  sequence: number;
  start: () => void;
}

/**
 * How long the queue hands statements on without letting the event loop turn. A PGlite statement runs
 * synchronously in WebAssembly and settles its promise without any I/O, so handing the next statement on as the last
 * one ends keeps the whole backlog inside one task of the event loop: 2,000 statements ran before a 0-ms timer set
 * ahead of them could fire. Under load that froze the server for 1–20 s at a time — no socket was read, no timer ran
 * — and requests sent meanwhile timed out at the client while the keep-alive timers that expired during the freeze
 * reset connections holding an unread request (bench/RESULTS.md, session 8, load). Past this slice the next
 * statement waits for a timer (Next patches setImmediate inside its request handling, setTimeout it leaves alone), so
 * sockets and timers get their turn at least every slice plus one statement — for a backlog of separate statements, a
 * caller awaiting its statements one by one, and the statements inside a transaction (pause) — plus whatever
 * JavaScript a request runs between two statements, which no queue can split.
 */
export const DEFAULT_SLICE_MS = 20;

export interface QueueOptions {
  /**
   * Back-to-back time before the queue yields to the event loop (default DEFAULT_SLICE_MS); Infinity never yields, 0
   * yields before every statement that follows another in the same turn. PGLITE_SLICE_MS=0 maps to Infinity
   * (client.ts).
   */
  sliceMs?: number;
  /** The clock the slice is measured on (tests pass their own). */
  now?: () => number;
}

/** A queue that runs one task at a time, lowest priority value first (ties: first come). */
export class OldestFirstQueue {
  private readonly waiting: Waiting[] = [];
  private running = false;
  private sequence = 0;
  private readonly sliceMs: number;
  private readonly now: () => number;
  /** When the current slice began: the last time the event loop is known to have turned while work went on. */
  private sliceStart = 0;
  /**
   * Whether the event loop has turned since the slice began (a 0-ms timer set then has fired). A caller that awaits
   * statements one after another finds the queue idle before each of them, all inside one task of the event loop:
   * idle alone is no turn, so its statements count against the same slice (review of session 8).
   */
  private turned = true;

  constructor(options: QueueOptions = {}) {
    this.sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
    this.now = options.now ?? (() => performance.now());
  }

  private get slicing(): boolean {
    return Number.isFinite(this.sliceMs);
  }

  private beginSlice(): void {
    this.sliceStart = this.now();
    if (!this.slicing) return;
    this.turned = false;
    setTimeout(() => {
      this.turned = true;
    }, 0).unref?.();
  }

  /**
   * True once the slice is used up and the loop has not turned since it began: the next start must wait. A loop that
   * turned meanwhile (a task that awaited a timer or real I/O) begins a new slice here, so slicing goes on for the
   * rest of the backlog (review of session 8).
   */
  private sliceUsedUp(): boolean {
    if (!this.slicing) return false;
    if (this.turned) {
      this.beginSlice();
      return false;
    }
    return this.now() - this.sliceStart >= this.sliceMs;
  }

  /**
   * For the statements inside a transaction (one task of the queue, OrderedPglite.transaction): resolves at once
   * while the slice lasts, after a 0-ms timer once it is used up, so a long transaction lets sockets be read and
   * timers run too. Nothing else starts meanwhile: the transaction still holds the queue.
   */
  async pause(): Promise<void> {
    if (!this.sliceUsedUp()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.beginSlice();
  }

  get length(): number {
    return this.waiting.length;
  }

  run<T>(task: () => Promise<T>, priority = requestStart.getStore() ?? performance.now()): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        priority,
        sequence: this.sequence++,
        start: () => {
          let settled: Promise<T>;
          try {
            settled = task();
          } catch (error) {
            // A task that throws before returning its promise must not leave the queue running forever.
            settled = Promise.reject(error);
          }
          settled.then(resolve, reject).finally(() => this.next());
        },
      };
      // Binary insertion keeps the array sorted (a few hundred entries at most under the bench's load).
      let low = 0;
      let high = this.waiting.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        const other = this.waiting[middle] as Waiting;
        if (other.priority < priority || (other.priority === priority && other.sequence < entry.sequence))
          low = middle + 1;
        else high = middle;
      }
      this.waiting.splice(low, 0, entry);
      // From idle after a turn of the loop a new slice begins (sliceUsedUp); without one (the same caller's next
      // statement) the slice goes on and may be used up.
      if (!this.running) this.next();
    });
  }

  /**
   * Starts the oldest waiting task the moment the last one ends. The request that sent the last statement is often
   * about to send its next one and is not in the queue yet; it then waits for one newer statement, not for the
   * whole queue. (Deferring every choice to setImmediate was tried and dropped: Next patches setImmediate in its
   * server. Past the slice the choice waits for a timer: DEFAULT_SLICE_MS.)
   */
  private next(): void {
    if (this.waiting.length > 0 && this.sliceUsedUp()) {
      // Still running as far as run() is concerned: nothing starts before the timer, which picks the oldest then.
      this.running = true;
      setTimeout(() => {
        this.beginSlice();
        this.startNext();
      }, 0);
      return;
    }
    this.startNext();
  }

  private startNext(): void {
    const entry = this.waiting.shift();
    this.running = entry !== undefined;
    entry?.start();
  }
}

/** The statement methods of PGlite's Transaction (drizzle calls query; exec and sql for completeness). */
const PAUSED_METHODS = new Set<string | symbol>(["query", "exec", "sql"]);

/** A client for drizzle (what its PGlite session calls) that sends PGlite one statement or transaction at a time,
 * oldest request first. */
export class OrderedPglite {
  private readonly queue: OldestFirstQueue;

  constructor(
    private readonly pglite: PGlite,
    options?: QueueOptions,
  ) {
    this.queue = new OldestFirstQueue(options);
  }

  /** Statements waiting for their turn (not counting the one running). */
  get waiting(): number {
    return this.queue.length;
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queue.run(() => this.pglite.query<T>(query, params, options));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.queue.run(() => this.pglite.transaction((tx) => callback(this.pausing(tx))));
  }

  /** The transaction's handle, its statements taking the queue's pauses (OldestFirstQueue.pause). */
  private pausing(tx: Transaction): Transaction {
    const queue = this.queue;
    return new Proxy(tx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (!PAUSED_METHODS.has(property) || typeof value !== "function") return value;
        return async (...args: unknown[]) => {
          await queue.pause();
          return value.apply(target, args);
        };
      },
    });
  }
}
