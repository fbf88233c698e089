// Outgoing email. Without SMTP_URL every message lands here and stays readable at /dev/outbox (not in production);
// with SMTP_URL the row records what was sent and any delivery error.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const emailOutbox = pgTable("email_outbox", {
  id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  kind: text("kind").notNull(),
  transport: text("transport").notNull(),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
