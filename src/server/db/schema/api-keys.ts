// API keys (issue 17 item 3; DESIGN.md section 4: every team-scoped table has `team_id`, ids are integers). A key
// acts for its team with its scope (read or write) and its creator's role as the ceiling. The key itself is shown
// once at creation and stored only as its SHA-256 hash (unique: the lookup of every key-authenticated call); the
// prefix (`fsk_` and the next characters) is kept in clear so people can tell their keys apart in the list.
// Revoking sets `revoked_at` (the row stays for the list and the audit); `last_used_at` is written at most once a
// minute per key.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text("key_hash").notNull(),
    /** read or write. */
    scope: text("scope").notNull(),
    /** The member who made it; the key acts with their current role in the team (a key of a former member is refused). */
    createdBy: integer("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastUsedAt: ts("last_used_at"),
    expiresAt: ts("expires_at"),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_team_idx").on(t.teamId)],
);
