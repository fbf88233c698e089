// Whether the demo workspace can be loaded here, and whether a team has it: the demo platform must be serving the
// demo accounts' platforms (DEMO_MODE on and no real source configured for them).
import "server-only";
import { and, eq } from "drizzle-orm";
import type { PlatformName } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { trackedChannels, trackedFeeds } from "../../db/schema";
import { type Env, getEnv } from "../../env";
import { describeSources } from "../../platforms/registry";
import { DEMO_ACCOUNTS, type DemoAccountSpec } from "./demo-accounts";

/** The demo accounts whose platform the demo platform serves right now; empty when demo mode is off. */
export function servedDemoAccounts(env: Env = getEnv()): DemoAccountSpec[] {
  if (!env.demoMode) return [];
  const sources: Record<PlatformName, string> = describeSources(env);
  return DEMO_ACCOUNTS.filter((spec) => sources[spec.platform] === "demo");
}

/** True when the team has any demo channel or demo feed. */
export async function isDemoWorkspaceLoaded(db: Pick<Db, "select">, teamId: number): Promise<boolean> {
  const channels = await db
    .select({ id: trackedChannels.id })
    .from(trackedChannels)
    .where(and(eq(trackedChannels.teamId, teamId), eq(trackedChannels.isDemo, true)))
    .limit(1);
  if (channels.length) return true;
  const feeds = await db
    .select({ id: trackedFeeds.id })
    .from(trackedFeeds)
    .where(and(eq(trackedFeeds.teamId, teamId), eq(trackedFeeds.isDemo, true)))
    .limit(1);
  return feeds.length > 0;
}

export interface DemoWorkspaceState {
  available: boolean;
  loaded: boolean;
}

export async function demoWorkspaceState(db: Pick<Db, "select">, teamId: number): Promise<DemoWorkspaceState> {
  return { available: servedDemoAccounts().length > 0, loaded: await isDemoWorkspaceLoaded(db, teamId) };
}
