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

// Installation-wide secrets generated at first start when the environment does not set them (the session secret,
// src/server/auth/secret.ts): in the database, every web and worker process of the installation shares them.
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
