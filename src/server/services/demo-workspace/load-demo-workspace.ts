// POST /v1/team/demo-workspace: tracks the demo accounts as demo channels of the team, with their newest uploads
// as demo feeds and 30 days of daily snapshots behind them, so a new team's dashboard has something to show at
// once. Idempotent: an account the team already tracks (demo or its own) is left as it is. Demo rows never count
// against the plan (tracking/team-usage.ts) and are removed together by removeDemoWorkspace.
import "server-only";
import { and, eq } from "drizzle-orm";
import { ChannelStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { PLATFORM_ENUM } from "@/domain/platforms";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { platformAccounts, trackedChannels } from "../../db/schema";
import { ApiError, assertCan } from "../../errors/api-error";
import { importFeeds } from "../../tracking/import-uploads";
import { scheduleAccounts, scheduleVideos } from "../../tracking/schedule";
import { recordViewsTotal, refreshAccountMedian, storeAccount } from "../../tracking/store-account";
import { refreshDerived, storeVideos } from "../../tracking/store-videos";
import { lockTeamUsage } from "../../tracking/team-usage";
import type { ActorContext } from "../context";
import { servedDemoAccounts } from "./availability";
import { DEMO_VIDEO_LIMIT } from "./demo-accounts";
import { type DemoAccountHistory, readDemoAccountHistory } from "./read-demo-account";
import { writeDemoHistory } from "./write-history";

export const DEMO_UNAVAILABLE_MESSAGE =
  "The demo workspace needs demo mode (DEMO_MODE=true) with at least one platform served by demo data";

export interface LoadDemoWorkspaceResult {
  loaded: true;
  channels_created: number;
  feeds_created: number;
}

export async function loadDemoWorkspace({ ctx }: { ctx: ActorContext }): Promise<LoadDemoWorkspaceResult> {
  assertCan(ctx.actor.role, Action.ManageTeamSettings);
  const specs = servedDemoAccounts();
  if (!specs.length) throw new ApiError(ErrorCode.PlatformNotConfigured, DEMO_UNAVAILABLE_MESSAGE);
  const at = now();
  // Read outside the transaction: the demo platform is in-process, but the team stays locked for the least time.
  const histories = await Promise.all(specs.map((spec) => readDemoAccountHistory(spec, at)));

  return ctx.db.transaction(async (tx) => {
    // Serializes two loads of one team (double click): the second sees the first's channels and adds nothing.
    await lockTeamUsage(tx, ctx.actor.teamId);
    let channelsCreated = 0;
    let feedsCreated = 0;
    for (const history of histories) {
      const created = await trackDemoAccount(tx, ctx, history, at);
      if (!created) continue;
      channelsCreated += 1;
      feedsCreated += created.feeds;
    }
    return { loaded: true as const, channels_created: channelsCreated, feeds_created: feedsCreated };
  });
}

type Tx = Parameters<Parameters<ActorContext["db"]["transaction"]>[0]>[0];

/** Stores and tracks one demo account; null when the team already tracks it. */
async function trackDemoAccount(
  tx: Tx,
  ctx: ActorContext,
  history: DemoAccountHistory,
  at: Date,
): Promise<{ feeds: number } | null> {
  const { account, videos } = history.current;
  const [existing] = await tx
    .select({ id: trackedChannels.id })
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .where(
      and(
        eq(trackedChannels.teamId, ctx.actor.teamId),
        eq(platformAccounts.platform, PLATFORM_ENUM[account.platform]),
        eq(platformAccounts.platformId, account.platformId),
      ),
    );
  if (existing) return null;

  const accountId = await storeAccount(tx, account, at);
  const stored = await storeVideos(tx, { videos, accountId, capturedAt: at });
  const videoIds = new Map(stored.map((row) => [row.platformId, row.id]));
  await writeDemoHistory(tx, { accountId, videoIds, past: history.past });
  // storeVideos computed growth before the history existed; again now that the 1- and 7-day baselines are there.
  await refreshDerived(tx, [...videoIds.values()], at);
  await refreshAccountMedian(tx, accountId);
  await recordViewsTotal(tx, accountId, at, [...videoIds.values()]);

  const [channel] = await tx
    .insert(trackedChannels)
    .values({
      teamId: ctx.actor.teamId,
      accountId,
      status: ChannelStatus.Tracking,
      videoLimit: DEMO_VIDEO_LIMIT,
      isDemo: true,
      addedBy: ctx.actor.userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: trackedChannels.id });
  if (!channel) throw new Error("demo channel not inserted");
  const newestFirst = videos.flatMap((video) => videoIds.get(video.platformId) ?? []);
  const { imported } = await importFeeds(tx, {
    teamId: ctx.actor.teamId,
    channelId: channel.id,
    videoIds: newestFirst,
    addedBy: ctx.actor.userId,
    at,
    isDemo: true,
  });
  await scheduleVideos(tx, imported, at);
  await scheduleAccounts(tx, [accountId], at);
  return { feeds: imported.length };
}
