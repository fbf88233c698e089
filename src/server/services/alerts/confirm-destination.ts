// Following the link mailed to an email destination confirms it (issue 16 item 1): no sign-in needed, the token is
// the permission. Following it again answers the same confirmation; an unknown or lapsed link answers 40002 ("This
// link is invalid or has expired").
import "server-only";
import { eq } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { alertDestinations } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { clientIpFromHeaders } from "../../security/client-ip";
import { ALERT_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject } from "../../security/rate-limit";
import { confirmationLapsed, hashConfirmationToken } from "./confirmation-token";

export async function confirmDestination(
  db: Db,
  params: { token: string; headers: Headers },
): Promise<{ email: string; confirmedAt: Date }> {
  await enforceRateLimit(db, ALERT_LIMITS.confirmPerIp, limitSubject("ip", clientIpFromHeaders(params.headers)));
  const { token } = params;
  const at = now();
  const [row] = await db
    .select()
    .from(alertDestinations)
    .where(eq(alertDestinations.confirmTokenHash, hashConfirmationToken(token)));
  if (!row?.email || confirmationLapsed(row.confirmSentAt, at)) throw new ApiError(ErrorCode.InvalidToken);
  if (row.confirmedAt) return { email: row.email, confirmedAt: row.confirmedAt };
  await db.update(alertDestinations).set({ confirmedAt: at, updatedAt: at }).where(eq(alertDestinations.id, row.id));
  return { email: row.email, confirmedAt: at };
}
