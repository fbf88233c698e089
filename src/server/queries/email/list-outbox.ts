import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export async function listOutbox(db: Db, params: { limit: number }) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(params.limit);
}
