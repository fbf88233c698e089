// DELETE /v1/team/demo-workspace: removes the team's demo channels and demo feeds (their collection entries go
// with them through the foreign keys). The global account and video rows stay, like after any untracking, and
// entities no team tracks any more leave the refresh schedule. Allowed even with demo mode off, so a team can
// always clean up.
import "server-only";
import { and, eq } from "drizzle-orm";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { trackedChannels, trackedFeeds } from "../../db/schema";
import { assertCan } from "../../errors/api-error";
import { scheduleAccounts, scheduleVideos } from "../../tracking/schedule";
import type { ActorContext } from "../context";

export interface RemoveDemoWorkspaceResult {
  channels_removed: number;
  feeds_removed: number;
}

export async function removeDemoWorkspace({ ctx }: { ctx: ActorContext }): Promise<RemoveDemoWorkspaceResult> {
  assertCan(ctx.actor.role, Action.ManageTeamSettings);
  const at = now();
  const teamId = ctx.actor.teamId;
  return ctx.db.transaction(async (tx) => {
    const feeds = await tx
      .delete(trackedFeeds)
      .where(and(eq(trackedFeeds.teamId, teamId), eq(trackedFeeds.isDemo, true)))
      .returning({ videoId: trackedFeeds.videoId });
    const channels = await tx
      .delete(trackedChannels)
      .where(and(eq(trackedChannels.teamId, teamId), eq(trackedChannels.isDemo, true)))
      .returning({ accountId: trackedChannels.accountId });
    await scheduleVideos(
      tx,
      feeds.map((feed) => feed.videoId),
      at,
    );
    await scheduleAccounts(
      tx,
      channels.map((channel) => channel.accountId),
      at,
    );
    return { channels_removed: channels.length, feeds_removed: feeds.length };
  });
}
