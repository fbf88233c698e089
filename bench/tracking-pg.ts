// Low-level PostgreSQL helpers for `npm run bench -- tracking`: COPY … FROM STDIN through a plain `pg` client
// (pg-copy-streams is not a dependency), a per-statement timer on a pool's clients, and the throwaway cluster.
import type { Connection, Pool, PoolClient, Submittable } from "pg";

/** What scripts/pg-test-cluster.mjs returns (null when no PostgreSQL is installed). */
export interface PgCluster {
  url: string;
  stop(): void;
}

export async function startCluster(): Promise<PgCluster> {
  // A computed specifier: the script is plain JavaScript without declarations, typed here by hand.
  const script = new URL("../scripts/pg-test-cluster.mjs", import.meta.url).href;
  const { startPgCluster } = (await import(script)) as { startPgCluster: () => Promise<PgCluster | null> };
  const cluster = await startPgCluster();
  if (!cluster) throw new Error("PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb not found)");
  return cluster;
}

/** The copy sub-protocol messages pg's Connection has but @types/pg does not declare. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * `COPY … FROM STDIN` as a pg Submittable, the way pg-copy-streams does it: send the statement with the simple
 * protocol, answer CopyInResponse with CopyData messages and CopyDone, resolve on ReadyForQuery with the row count.
 */
class CopyFromStdin implements Submittable {
  private rows = 0;
  private settled = false;

  constructor(
    private readonly text: string,
    private readonly chunks: readonly Buffer[],
    private readonly done: (error: Error | null, rows: number) => void,
  ) {}

  submit(connection: Connection): void {
    (connection as unknown as CopyConnection).query(this.text);
  }

  handleCopyInResponse(connection: Connection): void {
    const copy = connection as unknown as CopyConnection;
    for (const chunk of this.chunks) copy.sendCopyFromChunk(chunk);
    copy.endCopyFrom();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = Number(/(\d+)$/.exec(message.text ?? "")?.[1] ?? 0);
  }

  handleError(error: Error): void {
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle(null);
  }

  // Never sent for COPY FROM, but the client calls them on whatever query is active.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}

  private settle(error: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.done(error, this.rows);
  }
}

export function copyFromStdin(client: PoolClient, text: string, chunks: readonly Buffer[]): Promise<number> {
  return new Promise((resolve, reject) => {
    client.query(new CopyFromStdin(text, chunks, (error, rows) => (error ? reject(error) : resolve(rows))));
  });
}

export interface LoggedQuery {
  text: string;
  values: unknown[] | undefined;
  ms: number;
}

/** Times every statement the pool's clients send while `enabled` (round trip seen by the client). */
export interface QueryLog {
  enabled: boolean;
  entries: LoggedQuery[];
}

type AnyQuery = (...args: unknown[]) => unknown;

/** Must be called before the pool opens its first client: only clients connected afterwards are timed. */
export function recordQueries(pool: Pool): QueryLog {
  const log: QueryLog = { enabled: false, entries: [] };
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as AnyQuery;
    (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
      if (!log.enabled) return original(...args);
      const first = args[0] as string | { text?: string; values?: unknown[] } | undefined;
      const text = typeof first === "string" ? first : (first?.text ?? "");
      const values = Array.isArray(args[1]) ? args[1] : typeof first === "object" ? first.values : undefined;
      const started = performance.now();
      // pool.query (drizzle outside transactions) calls the client with a callback; transactions use promises.
      const callback = args[args.length - 1];
      if (typeof callback === "function") {
        args[args.length - 1] = (...reply: unknown[]) => {
          if (!reply[0]) log.entries.push({ text, values, ms: performance.now() - started });
          return callback(...reply);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result instanceof Promise) {
        result.then(
          () => log.entries.push({ text, values, ms: performance.now() - started }),
          () => {},
        );
      }
      return result;
    };
  });
  return log;
}
