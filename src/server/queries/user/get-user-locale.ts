import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";

/** The person's stored language (null = English), for pages rendered outside next-intl (the test invoice). */
export async function getUserLocale(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  return row?.locale ?? null;
}
