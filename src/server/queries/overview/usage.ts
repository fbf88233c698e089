// Usage against the plan's limits for the overview's usage card: the same counts the limit checks use
// (readTeamUsage), and the seats as the invite check counts them (members besides the owner and pending
// invitations, getSeatUsage).
import "server-only";
import type { OverviewUsage } from "@/domain/contracts/overview";
import type { Db } from "../../db/client";
import type { TeamUsage } from "../../tracking/team-usage";
import { getSeatUsage } from "../team/get-seat-usage";

export async function presentUsage(db: Db, teamId: number, usage: TeamUsage, at: Date): Promise<OverviewUsage> {
  const seats = await getSeatUsage(db, { teamId, now: at });
  const { limits } = usage.plan;
  return {
    plan: usage.plan.name,
    plan_label: usage.plan.label,
    feeds: { used: usage.feeds, limit: limits.feeds },
    channels: { used: usage.channels, limit: limits.channels },
    seats: { used: seats.used, limit: limits.seats },
    history_days: limits.historyDays,
    refresh_hours: limits.refreshHours,
  };
}
