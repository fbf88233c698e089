// Rules every invitation write shares: the role strings Better Auth stores, the seat check made with the team row
// locked, and the per-invitation and per-team send limits (src/server/security/limits.ts TEAM_LIMITS).
import "server-only";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { withinLimit } from "@/domain/plans";
import { ROLE_TO_AUTH, Role, type RoleValue } from "@/domain/roles";
import { planForSeats, seatLimit } from "@/domain/seats";
import type { Db } from "../../db/client";
import { member, organization } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { getSeatUsage } from "../../queries/team/get-seat-usage";
import { TEAM_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject } from "../../security/rate-limit";

/** The spec's role as Better Auth's role string (the member and invitation tables store those). */
export function authRoleOf(role: RoleValue): string {
  if (role === Role.Owner) return ROLE_TO_AUTH.owner;
  return role === Role.Admin ? ROLE_TO_AUTH.admin : ROLE_TO_AUTH.analyst;
}

type Tx = Pick<Db, "select" | "execute">;

/** Locks the team row for the rest of the transaction, so seat checks of parallel requests run one at a time. */
export async function lockTeam(tx: Tx, teamId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${organization} WHERE id = ${teamId} FOR UPDATE`);
}

/**
 * 90001 (HTTP 403, `data.limit_kind` "seats" and `data.plan` naming the least plan with room) unless one more seat
 * fits the team's plan; the plan-limit modal words both (issue 20 item 4).
 */
export async function assertSeatFree(tx: Tx, teamId: number, now: Date): Promise<void> {
  const usage = await getSeatUsage(tx, { teamId, now });
  if (withinLimit(usage.limit, usage.used)) return;
  const plan = planForSeats(usage.used + 1);
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `Your plan includes ${usage.limit ?? 0} seats besides the Owner and all are taken. Please upgrade your plan to invite more members.`,
    { limit_kind: "seats", ...(plan ? { plan } : {}) },
  );
}

/**
 * Whether someone joining now gets read access only: the plan's seats are already taken by members with full powers
 * (not the Owner, not read-only). That happens when the plan fell after the invitation was sent; the joiner is then
 * treated as the downgrade rule treats members beyond the seats (src/domain/billing/downgrade.ts: the newest ones
 * become read-only), and gets full powers back when the team's plan has room again (apply-team-plan.ts).
 * Call it with the team row locked, so two joiners cannot both take the last seat.
 */
export async function joinsReadOnly(tx: Tx, teamId: number): Promise<boolean> {
  const [team] = await tx.select({ plan: organization.plan }).from(organization).where(eq(organization.id, teamId));
  const limit = seatLimit(team?.plan ?? "free");
  if (limit === null) return false;
  const [full] = await tx
    .select({ n: count() })
    .from(member)
    .where(and(eq(member.organizationId, teamId), ne(member.role, ROLE_TO_AUTH.owner), eq(member.readOnly, false)));
  return (full?.n ?? 0) >= limit;
}

/** Counts one invitation email against the team's hourly cap and the address's (per team) hourly cap. */
export async function countInvitationSend(db: Db, teamId: number, email: string): Promise<void> {
  await enforceRateLimit(db, TEAM_LIMITS.invitationsPerTeam, limitSubject("team", teamId));
  await enforceRateLimit(db, TEAM_LIMITS.sendsPerInvitation, limitSubject("email", `${teamId}:${email}`));
}
