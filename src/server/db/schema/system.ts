import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// One row per running worker process, refreshed every 30 s; /v1/health counts the recent ones.
export const workerHeartbeats = pgTable("worker_heartbeats", {
  workerId: text("worker_id").primaryKey(),
  hostname: text("hostname").notNull(),
  pid: integer("pid").notNull(),
  mode: text("mode").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
});
