// Sends a fixed statement text with positional parameters ($1, $2, …) through the transaction's driver. Each
// parameter is passed whole (an array stays one array parameter), so a batch's rows never turn into query text.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Executor = Pick<Db, "execute">;

export async function runStatement<Row>(tx: Executor, text: string, params: unknown[]): Promise<Row[]> {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(params[Number(part) - 1])}`);
  }
  const result = await tx.execute(sql.join(chunks));
  return (result as unknown as { rows: Row[] }).rows;
}
