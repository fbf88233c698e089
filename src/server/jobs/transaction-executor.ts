// pg-boss 10 runs its SQL through any object with `executeSql(text, values)` when given one as `db` (send/insert
// options). This one runs it inside a Drizzle transaction, so jobs are enqueued in the same commit as the rows they
// act on: a crash between the commit and the enqueue cannot lose a job, and a rolled back write enqueues none.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Executor = Pick<Db, "execute">;

/** Rewrites pg-boss's `$n` placeholders as Drizzle parameters (pg-boss's statements hold no dollar-quoted text). */
function toSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, index) => {
    if (index % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${values[Number(part) - 1] ?? null}`);
  });
  return query;
}

export function transactionExecutor(tx: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await tx.execute(toSql(text, values))) as unknown as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}
