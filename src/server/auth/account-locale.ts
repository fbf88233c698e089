// The language of a person's account emails (issue 14 item 7's rule, applied to verification and password reset):
// the locale their sign-up request was made in is stored in `user.locale`, and every later email reads it.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { requestLocaleHint } from "./request-locale-hint";

export async function rememberSignUpLocale(db: Db, userId: number, headers: Headers | null | undefined) {
  const locale = requestLocaleHint(headers);
  if (locale) await db.update(user).set({ locale }).where(eq(user.id, userId));
}

export async function storedLocale(db: Db, userId: string | number): Promise<string | null> {
  const id = Number(userId);
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, id)).limit(1);
  return row?.locale ?? null;
}
