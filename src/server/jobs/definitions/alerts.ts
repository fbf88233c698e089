import "server-only";

/**
 * The alert jobs (issue 16). `evaluate` is subscribed to the tracking engine's `tracking.refreshed` event (and
 * receives the same payload from manual refreshes); it stores what fired and enqueues one `deliver` job per
 * destination and digest. `deliver` sends one message and records its outcome on the delivery rows it names.
 */
export const alertJobs = {
  evaluate: { name: "alerts.evaluate" },
  deliver: { name: "alerts.deliver" },
} as const;

/** What `tracking.refreshed` carries: the refreshed videos (a video batch) or accounts, and the capture time. */
export type TrackingRefreshedEvent =
  | { kind: "videos"; refreshed: number[]; missing: number[]; failed: number[]; capturedAt: string }
  | { kind: "accounts"; ids: number[]; capturedAt: string };

/**
 * One message to one destination: the delivery rows it covers (one per alert event in a digest, all for the same
 * destination, rule and group) and the attempt number (1 for the first send; a retry is a new job with attempt + 1,
 * started after the backoff or the receiver's Retry-After).
 */
export interface DeliverJobData {
  deliveryIds: number[];
  attempt: number;
}
