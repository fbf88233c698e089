import "server-only";
/** Every 10 minutes: teams whose past_due grace period ended fall to Free (src/server/billing/grace-sweep.ts). */
export const billingGraceSweepJob = { name: "billing.grace-sweep", cron: "*/10 * * * *" } as const;
