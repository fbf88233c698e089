// Abuse limits (DESIGN.md section 10): one counter per rule scope and subject (an IP, email, user, team or API key)
// for the current fixed window. A counter row, not a log: each hit is one atomic upsert, and every process of an
// installation shares the counters because they live in the database. Expired rows are purged hourly.
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    scope: text("scope").notNull(),
    subject: text("subject").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] }), index("rate_limit_counters_end_idx").on(t.windowEnd)],
);
