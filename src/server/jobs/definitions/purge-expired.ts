import "server-only";
/** Hourly clean-up of expired sessions, verification tokens and rate-limit counters, and outbox mail older than 30 days. */
export const purgeExpiredJob = {
  name: "system.purge-expired",
  cron: "17 * * * *",
  outboxRetentionDays: 30,
} as const;
