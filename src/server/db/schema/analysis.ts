// Public analysis runs: what was asked, how far the run got, and its result (the account and videos themselves
// go to the global platform tables, so tracking the account later is instant).
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";
import { platformAccounts } from "./tracking";

export const analyses = pgTable(
  "analyses",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    /**
     * The id the public API and links use (issue 13 item 8): 32 random hex characters, so nobody can walk the
     * analyses of others by counting. The integer id stays internal.
     */
    publicId: varchar("public_id", { length: 32 })
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    platform: smallint("platform").notNull(),
    input: text("input").notNull(),
    /** How the account was named: its platform id and/or handle (lowercased handle for reuse lookups). */
    refId: text("ref_id"),
    refHandle: text("ref_handle"),
    accountId: integer("account_id").references(() => platformAccounts.id, { onDelete: "set null" }),
    state: text("state").notNull(),
    error: text("error"),
    result: jsonb("result"),
    requestedBy: integer("requested_by").references(() => user.id, { onDelete: "set null" }),
    requesterIp: text("requester_ip"),
    /**
     * Where the run was started: "public" (the public analysis pages) or "explore" (the dashboard). Only public runs
     * by visitors (no team) are listed publicly; a team's runs are listed only inside it (issue 13 item 9).
     */
    source: text("source").notNull().default("public"),
    /** The team of the signed-in person who started it; null for visitors. A deleted team takes its runs along. */
    teamId: integer("team_id").references(() => organization.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("analyses_ref_idx").on(t.platform, t.refHandle, t.refId, t.finishedAt),
    index("analyses_ip_idx").on(t.requesterIp, t.createdAt),
    index("analyses_finished_idx").on(t.state, t.finishedAt),
    index("analyses_team_idx").on(t.teamId, t.finishedAt),
  ],
);
