// Share links (issue 17 item 2; DESIGN.md section 4 "share links"): a live, read-only view of one collection,
// channel or feed of a team, opened without signing in at /share/{key}/. Exactly one of the three item columns is
// set, the one `kind` names; deleting the item deletes its links (the link then answers 404 like an unknown key).
// - `key`: 24 URL-safe random characters, the link's only secret when it has no password.
// - `password_hash`: Better Auth's scrypt hash of the MD5 hex the browser sends (spec section 5); null = open.
// - `password_version`: raised on every password change, and signed into each share token, so a token made
//   before the change stops working (src/server/services/share/share-token.ts).
// - `revoked_at`, `expires_at`: either one makes the link answer 404 at once.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";
import { collections, trackedChannels, trackedFeeds } from "./tracking";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const shareLinks = pgTable(
  "share_links",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    key: varchar("key", { length: 64 }).notNull().unique(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** collection, channel or feed. */
    kind: text("kind").notNull(),
    collectionId: integer("collection_id").references(() => collections.id, { onDelete: "cascade" }),
    trackedChannelId: integer("tracked_channel_id").references(() => trackedChannels.id, { onDelete: "cascade" }),
    trackedFeedId: integer("tracked_feed_id").references(() => trackedFeeds.id, { onDelete: "cascade" }),
    passwordHash: text("password_hash"),
    passwordVersion: integer("password_version").notNull().default(0),
    expiresAt: ts("expires_at"),
    createdBy: integer("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    revokedAt: ts("revoked_at"),
    viewCount: integer("view_count").notNull().default(0),
    lastViewedAt: ts("last_viewed_at"),
  },
  (t) => [
    index("share_links_team_idx").on(t.teamId),
    check(
      "share_links_one_item",
      sql`(${t.kind} = 'collection' AND ${t.collectionId} IS NOT NULL AND ${t.trackedChannelId} IS NULL AND ${t.trackedFeedId} IS NULL)
        OR (${t.kind} = 'channel' AND ${t.trackedChannelId} IS NOT NULL AND ${t.collectionId} IS NULL AND ${t.trackedFeedId} IS NULL)
        OR (${t.kind} = 'feed' AND ${t.trackedFeedId} IS NOT NULL AND ${t.collectionId} IS NULL AND ${t.trackedChannelId} IS NULL)`,
    ),
  ],
);
