// A refresh that did not get an entity's data. Transient failures (rate limits, an unreachable platform) keep the
// entity's state and retry soon; "gone" answers count as misses and, after MISSES_BEFORE_GONE in a row, mark it
// not found or private. Either way the reason and time are kept for the user to see.
import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { FetchState } from "@/domain/tracking-status";
import { MISSES_BEFORE_GONE } from "@/domain/tracking-status";
import type { Db } from "../db/client";
import { platformAccounts, platformVideos } from "../db/schema";
import type { PlatformError } from "../platforms/errors";

type Tx = Pick<Db, "update">;

/** How soon an entity is tried again after a transient failure, and after a "gone" answer. */
export const RETRY_AFTER_FAILURE_MINUTES = 60;
export const RETRY_AFTER_GONE_MINUTES = 24 * 60;

export function fetchStateOf(error: PlatformError): FetchState {
  if (error.kind === "not_found") return "not_found";
  if (error.kind === "private") return "private";
  return "failing";
}

export async function recordFailure(
  tx: Tx,
  input: { table: "videos" | "accounts"; ids: number[]; state: FetchState; reason: string; at: Date },
): Promise<void> {
  if (!input.ids.length) return;
  const table = input.table === "videos" ? platformVideos : platformAccounts;
  const at = input.at.toISOString();
  const gone = input.state === "not_found" || input.state === "private";
  await tx
    .update(table)
    .set({
      missedCount: gone ? sql`${table.missedCount} + 1` : table.missedCount,
      // Declared gone only after enough misses in a row; until then the last known state stays.
      fetchState: gone
        ? sql`CASE WHEN ${table.missedCount} + 1 >= ${MISSES_BEFORE_GONE} THEN ${input.state} ELSE ${table.fetchState} END`
        : sql`CASE WHEN ${table.fetchState} = 'ok' THEN 'failing' ELSE ${table.fetchState} END`,
      fetchError: input.reason,
      fetchErrorAt: sql`${at}::timestamptz`,
      // A first "gone" answer is checked again soon; a confirmed one at a daily pace, in case it comes back.
      nextRefreshAt: gone
        ? sql`${at}::timestamptz + make_interval(mins => CASE WHEN ${table.missedCount} + 1 >= ${MISSES_BEFORE_GONE}
            THEN ${RETRY_AFTER_GONE_MINUTES} ELSE ${RETRY_AFTER_FAILURE_MINUTES} END)`
        : sql`${at}::timestamptz + make_interval(mins => ${RETRY_AFTER_FAILURE_MINUTES})`,
    })
    .where(inArray(table.id, input.ids));
}
