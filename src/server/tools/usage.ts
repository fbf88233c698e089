// The daily cap of the free tools: one counter per requester and UTC day (src/server/clock.ts now()), raised by an
// atomic upsert that refuses to go past the cap, so concurrent requests cannot overshoot it.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { now } from "../clock";
import type { Db } from "../db/client";
import { toolUsage } from "../db/schema";
import { getEnv } from "../env";
import { RateLimitedError } from "../security/rate-limited-error";

export interface ToolRequester {
  userId: number | null;
  ip: string;
  /** Signed-in people get the member cap once their address is verified, the visitor cap until then. */
  emailVerified?: boolean;
}

export interface Reservation {
  subject: string;
  day: string;
  /** Generations left today after this one. */
  remaining: number;
}

export function dailyLimits() {
  const { visitorDailyLimit, memberDailyLimit } = getEnv().tools;
  return { visitor: visitorDailyLimit, member: memberDailyLimit };
}

function limitMessage(requester: ToolRequester, limit: number, memberLimit: number): string {
  if (!requester.userId) {
    return `Visitors can generate ${limit} times a day; sign in to get ${memberLimit} a day, or try again tomorrow`;
  }
  return requester.emailVerified === false
    ? `You have used your ${limit} free generations for today; verify your email address to get ${memberLimit} a day`
    : `You have used your ${limit} free generations for today; please try again tomorrow`;
}

/** Counts one generation for the requester, or throws ToolsDailyLimit (HTTP 429) when today's cap is reached. */
export async function reserveGeneration(db: Db, requester: ToolRequester): Promise<Reservation> {
  const limits = dailyLimits();
  // Unverified accounts get the visitor cap (issue 13 item 7), counted on the client IP like a visitor's, so
  // registering more accounts from one address is no way around it.
  const member = Boolean(requester.userId) && requester.emailVerified !== false;
  const limit = member ? limits.member : limits.visitor;
  const subject = member ? `user:${requester.userId}` : `ip:${requester.ip}`;
  const day = now().toISOString().slice(0, 10);
  const rows =
    limit > 0
      ? await db
          .insert(toolUsage)
          .values({ subject, day, count: 1 })
          .onConflictDoUpdate({
            target: [toolUsage.subject, toolUsage.day],
            set: { count: sql`${toolUsage.count} + 1` },
            setWhere: sql`${toolUsage.count} < ${limit}`,
          })
          .returning({ count: toolUsage.count })
      : [];
  const used = rows[0]?.count;
  if (used === undefined) {
    // The cap resets at the next UTC midnight, which is what Retry-After tells the client.
    const nextDay = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
    const retryAfter = Math.max(1, Math.ceil((nextDay - now().getTime()) / 1000));
    throw new RateLimitedError(limitMessage(requester, limit, limits.member), retryAfter, ErrorCode.ToolsDailyLimit, {
      limit,
      signedIn: requester.userId !== null,
    });
  }
  return { subject, day, remaining: Math.max(0, limit - used) };
}

/** Gives a generation back when the provider failed: the person did not get anything for it. */
export async function refundGeneration(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(toolUsage)
    .set({ count: sql`greatest(${toolUsage.count} - 1, 0)` })
    .where(and(eq(toolUsage.subject, reservation.subject), eq(toolUsage.day, reservation.day)));
}
