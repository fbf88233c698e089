// The language of an email written on someone's behalf (issue 14 item 7): the NEXT_LOCALE cookie the language menu
// writes (src/i18n/request.ts), else the person's stored `user.locale`, else English. A locale seen in a request is
// remembered in `user.locale`, so later emails to that person (role changes, removal) use it too.
import "server-only";
import { eq } from "drizzle-orm";
import { cookieLocale } from "../../auth/request-locale-hint";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";

/** The caller's locale for emails they cause; records a cookie locale in `user.locale` when it differs. */
export async function callerLocale(db: Db, params: { userId: number; headers: Headers }): Promise<string | null> {
  const fromCookie = cookieLocale(params.headers);
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, params.userId)).limit(1);
  if (fromCookie && row?.locale !== fromCookie) {
    await db.update(user).set({ locale: fromCookie }).where(eq(user.id, params.userId));
  }
  return fromCookie ?? row?.locale ?? null;
}
