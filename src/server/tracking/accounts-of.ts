// The authors of a set of videos, whose median views a refresh of those videos moves.
import "server-only";
import { runStatement } from "./run-statement";

type Tx = Parameters<typeof runStatement>[0];

export async function accountsOf(tx: Tx, videoIds: number[]): Promise<number[]> {
  if (!videoIds.length) return [];
  const rows = await runStatement<{ id: number }>(
    tx,
    "SELECT DISTINCT account_id AS id FROM platform_videos WHERE id = ANY($1::int[]) AND account_id IS NOT NULL",
    [videoIds],
  );
  return rows.map((row) => Number(row.id));
}
