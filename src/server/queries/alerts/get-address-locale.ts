// The language of an email destination's alerts (issue 16 item 4): its address's account's, when it has one.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";

/** The language of the account with this address (anyone's, member or not); null when none has it. */
export async function getAddressLocale(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.locale ?? null;
}
