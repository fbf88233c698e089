// Usage against the plan's limits for the overview's usage card: the same counts the limit checks use
// (readTeamUsage), plus the seats taken by members besides the owner.
import "server-only";
import { and, count, eq, ne } from "drizzle-orm";
import type { OverviewUsage } from "@/domain/contracts/overview";
import type { Db } from "../../db/client";
import { member } from "../../db/schema";
import type { TeamUsage } from "../../tracking/team-usage";

export async function presentUsage(db: Db, teamId: number, usage: TeamUsage): Promise<OverviewUsage> {
  const [seats] = await db
    .select({ n: count() })
    .from(member)
    .where(and(eq(member.organizationId, teamId), ne(member.role, "owner")));
  const { limits } = usage.plan;
  return {
    plan: usage.plan.name,
    plan_label: usage.plan.label,
    feeds: { used: usage.feeds, limit: limits.feeds },
    channels: { used: usage.channels, limit: limits.channels },
    seats: { used: Number(seats?.n ?? 0), limit: limits.seats },
    history_days: limits.historyDays,
    refresh_hours: limits.refreshHours,
  };
}
