import "server-only";
import { getEnv } from "../../env";

/** The tracking engine's jobs (DESIGN.md section 6). */
export const trackingJobs = {
  /** Every minute: claim due entities and enqueue refresh batches. */
  tick: { name: "tracking.tick", cron: "* * * * *" },
  refreshVideos: { name: "tracking.refresh-videos" },
  refreshAccount: { name: "tracking.refresh-account" },
  /** Daily: delete history no team can still see. */
  retention: { name: "tracking.retention", cron: "40 3 * * *" },
  /** Published after each refresh, for alert evaluation (a later issue subscribes). */
  refreshedEvent: "tracking.refreshed",
} as const;

/** Refresh jobs: retried with backoff; an abandoned one (its worker died) expires and is retried elsewhere. */
export function refreshJobOptions() {
  const env = getEnv();
  return {
    retryLimit: 3,
    retryDelay: env.trackingJobRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: env.trackingJobExpireSeconds,
  };
}

export interface RefreshJobData {
  ids: number[];
  /** The claim's time, reused by retries so snapshots keep one key and are never duplicated. */
  capturedAt: string;
}
