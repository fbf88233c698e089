// Reads a demo account as the demo platform shows it now and at each of the past days, without touching the app's
// clock: every past reading asks a demo adapter whose own `now` is that day (the model is deterministic, so the
// past counts are exactly what daily refreshes would have captured).
import "server-only";
import { createDemoAdapter } from "../../platforms/sandbox/adapter";
import type { AccountRef, NormalizedAccount, NormalizedVideo } from "../../platforms/types";
import { DEMO_HISTORY_DAYS, DEMO_VIDEO_LIMIT, type DemoAccountSpec } from "./demo-accounts";

const DAY_MS = 86_400_000;

export interface AccountReading {
  capturedAt: Date;
  account: NormalizedAccount;
  videos: NormalizedVideo[];
}

export interface DemoAccountHistory {
  /** The reading at `at`: what gets stored as the latest values and tracked. */
  current: AccountReading;
  /** One reading per past day, newest first; only the tracked videos already published that day. */
  past: AccountReading[];
}

async function readAt(spec: DemoAccountSpec, capturedAt: Date): Promise<AccountReading> {
  const adapter = createDemoAdapter(spec.platform, { now: () => capturedAt });
  const ref: AccountRef = { platform: spec.platform, handle: spec.handle };
  const [account, page] = await Promise.all([
    adapter.fetchAccount(ref),
    adapter.listAccountVideos(ref, { limit: DEMO_VIDEO_LIMIT }),
  ]);
  return { capturedAt, account, videos: page.videos };
}

export async function readDemoAccountHistory(spec: DemoAccountSpec, at: Date): Promise<DemoAccountHistory> {
  const current = await readAt(spec, at);
  const tracked = new Set(current.videos.map((video) => video.platformId));
  const past: AccountReading[] = [];
  for (let day = 1; day <= DEMO_HISTORY_DAYS; day++) {
    // The newest uploads of a past day include every tracked video published by then (uploads only get added).
    const reading = await readAt(spec, new Date(at.getTime() - day * DAY_MS));
    past.push({ ...reading, videos: reading.videos.filter((video) => tracked.has(video.platformId)) });
  }
  return { current, past };
}
