import "server-only";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox, session, verification } from "../../db/schema";
import { purgeRateLimits } from "../../security/rate-limit";
import { purgeExpiredJob } from "../definitions/purge-expired";

export async function purgeExpired(db: Db, now = new Date()) {
  const outboxCutoff = new Date(now.getTime() - purgeExpiredJob.outboxRetentionDays * 86_400_000);
  const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  const tokens = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  const mails = await db
    .delete(emailOutbox)
    .where(lt(emailOutbox.createdAt, outboxCutoff))
    .returning({ id: emailOutbox.id });
  const rateLimits = await purgeRateLimits(db, now);
  return { sessions: sessions.length, tokens: tokens.length, mails: mails.length, rateLimits };
}
