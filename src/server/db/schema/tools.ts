// Daily use of the free AI tools (issue 8): one counter per requester ("user:<id>" or "ip:<address>") and UTC day.
// A counter row, not a log: the cap check and the increment are one atomic upsert.
import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const toolUsage = pgTable(
  "tool_usage",
  {
    subject: text("subject").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);
