// GET /v1/billing/subscription: the plan in force, the subscription behind it, what a downgrade stopped and usage.
import "server-only";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { graceUntil } from "@/domain/billing/grace";
import type { Subscription } from "@/domain/contracts/billing";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import { planOf } from "@/domain/plans";
import { ROLE_TO_AUTH } from "@/domain/roles";
import type { ProviderName } from "../../billing/provider";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { billingStops, member, organization, trackedChannels, trackedFeeds } from "../../db/schema";
import { readTeamUsage } from "../../tracking/team-usage";
import { getSeatUsage } from "../team/get-seat-usage";
import { getCurrentSubscription } from "./get-current-subscription";

async function stoppedCount(db: Db, teamId: number, kind: "feed" | "channel"): Promise<number> {
  // Only what is still stopped counts: an item the team resumed or deleted since is no longer over the limit.
  const table = kind === "feed" ? trackedFeeds : trackedChannels;
  const stop = kind === "feed" ? FeedStatus.Stop : ChannelStatus.Stop;
  const [row] = await db
    .select({ n: count() })
    .from(billingStops)
    .innerJoin(table, and(eq(table.id, billingStops.itemId), eq(table.teamId, billingStops.teamId)))
    .where(and(eq(billingStops.teamId, teamId), eq(billingStops.kind, kind), eq(table.status, stop)));
  return Number(row?.n ?? 0);
}

export async function getSubscription(db: Db, teamId: number, provider: ProviderName): Promise<Subscription> {
  const [team] = await db
    .select({ plan: organization.plan, planOverride: organization.planOverride })
    .from(organization)
    .where(eq(organization.id, teamId));
  const current = await getCurrentSubscription(db, teamId);
  const usage = await readTeamUsage(db, teamId);
  const [members] = await db
    .select({ n: count(), readOnly: count(sql`case when ${member.readOnly} then 1 end`) })
    .from(member)
    .where(and(eq(member.organizationId, teamId), ne(member.role, ROLE_TO_AUTH.owner)));
  // Seats as the invite check counts them: members besides the owner and pending invitations.
  const seats = await getSeatUsage(db, { teamId, now: now() });
  const running = current && current.status !== "canceled" ? current : null;
  return {
    plan: planOf(team?.plan).name,
    sku: (running?.sku ?? "free") as Subscription["sku"],
    status: (current?.status ?? null) as Subscription["status"],
    provider,
    current_period_start: running?.currentPeriodStart.toISOString() ?? null,
    current_period_end: running?.currentPeriodEnd.toISOString() ?? null,
    cancel_at_period_end: running?.cancelAtPeriodEnd ?? false,
    grace_until:
      running?.status === "past_due" && running.pastDueSince ? graceUntil(running.pastDueSince).toISOString() : null,
    operator_override: team?.planOverride ?? false,
    over_limit: {
      stopped_feeds: await stoppedCount(db, teamId, "feed"),
      stopped_channels: await stoppedCount(db, teamId, "channel"),
      read_only_members: Number(members?.readOnly ?? 0),
    },
    usage: { feeds: usage.feeds, channels: usage.channels, seats: seats.used, members: Number(members?.n ?? 0) },
  };
}
