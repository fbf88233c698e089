// Alerts (issue 16 item 1; DESIGN.md section 4: every team-scoped table has `team_id`, ids are integers).
// - alert_targets: what a rule watches — one channel, one feed, one collection (its current and future items) or
//   every tracked item of the team ("all"), optionally narrowed to one platform. A watched item that is deleted
//   leaves the target in place with its reference set to null (it then matches nothing; the rules stay visible).
// - alert_groups / alert_destinations: a named set of places a message goes to. Credentials (bot tokens, Lark
//   signing secrets, the webhook signing secret Feedscope generates) are stored as given because the senders need
//   them; the API only ever answers masked hints (the webhook secret once, at creation). An email destination
//   receives nothing until its address is confirmed by the link mailed to it (`confirmed_at`; the link's token is
//   kept only as a SHA-256 hash).
// - alert_rules: metric, calculation, threshold, cooldown and the active flag over one target and one group.
// - alert_events: what fired. Unique per (rule, item, snapshot key), so an evaluation that runs twice over the same
//   refresh (a retried job, two workers) inserts once and the second insert does nothing.
// - alert_deliveries: one row per (event, destination): the sender's progress (status, attempts, the receiver's
//   response code or the error, the next attempt). A digest sender may send one message for several rows and
//   update them together.
// - alert_rule_states: the evaluation's memory per (rule, item): whether the value was at or above the threshold
//   on the last look (a Total rule fires again only after it went below) and when it last fired (cooldowns).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { organization, user } from "./auth";
import { collections, trackedChannels, trackedFeeds } from "./tracking";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const alertTargets = pgTable(
  "alert_targets",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** channel, feed, collection or all. */
    kind: text("kind").notNull(),
    trackedChannelId: integer("tracked_channel_id").references(() => trackedChannels.id, { onDelete: "set null" }),
    trackedFeedId: integer("tracked_feed_id").references(() => trackedFeeds.id, { onDelete: "set null" }),
    collectionId: integer("collection_id").references(() => collections.id, { onDelete: "set null" }),
    /** Platform enumeration value (spec section 3) narrowing a collection or "all" target; null = every platform. */
    platform: smallint("platform"),
    createdBy: integer("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("alert_targets_team_idx").on(t.teamId),
    index("alert_targets_channel_idx").on(t.trackedChannelId),
    index("alert_targets_feed_idx").on(t.trackedFeedId),
    index("alert_targets_collection_idx").on(t.collectionId),
    // At most the reference of its own kind is set (null after the watched item was deleted).
    check(
      "alert_targets_kind_reference",
      sql`(${t.kind} = 'channel' and ${t.trackedFeedId} is null and ${t.collectionId} is null)
        or (${t.kind} = 'feed' and ${t.trackedChannelId} is null and ${t.collectionId} is null)
        or (${t.kind} = 'collection' and ${t.trackedChannelId} is null and ${t.trackedFeedId} is null)
        or (${t.kind} = 'all' and num_nonnulls(${t.trackedChannelId}, ${t.trackedFeedId}, ${t.collectionId}) = 0)`,
    ),
  ],
);

export const alertGroups = pgTable(
  "alert_groups",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 64 }).notNull(),
    createdBy: integer("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("alert_groups_team_idx").on(t.teamId)],
);

export const alertDestinations = pgTable(
  "alert_destinations",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => alertGroups.id, { onDelete: "cascade" }),
    /** Notification channel type (src/domain/enums.ts): 1 Email, 2 Lark, 5 Telegram, 6 Discord, 7 Webhook, 8 Slack. */
    type: smallint("type").notNull(),
    /** Order within the group, as the group was saved. */
    position: integer("position").notNull().default(0),
    email: text("email"),
    /** Lark, Discord, Slack and webhook URLs. */
    url: text("url"),
    botToken: text("bot_token"),
    chatId: text("chat_id"),
    /** Lark: the signing secret the person copied from the bot's settings; webhook: the one Feedscope generated. */
    secret: text("secret"),
    /** Email only: set when the link mailed to the address was followed; other types are usable at once. */
    confirmedAt: ts("confirmed_at"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmSentAt: ts("confirm_sent_at"),
    /** Consecutive failed deliveries; the delivery side pauses the destination (paused_at) past its limit. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    pausedAt: ts("paused_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("alert_destinations_group_idx").on(t.groupId, t.position),
    index("alert_destinations_team_idx").on(t.teamId),
    uniqueIndex("alert_destinations_confirm_token_uq").on(t.confirmTokenHash),
  ],
);

export const alertRules = pgTable(
  "alert_rules",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 64 }).notNull(),
    // No action on delete (checked at the end of the statement): the services refuse to delete a target or group a
    // rule uses (409), while a team's deletion removes rules, targets and groups in one cascade.
    targetId: integer("target_id")
      .notNull()
      .references(() => alertTargets.id),
    groupId: integer("group_id")
      .notNull()
      .references(() => alertGroups.id),
    /** Metric enumeration (src/domain/enums.ts) 1..7. */
    metric: smallint("metric").notNull(),
    /** 1 Increment of last cycle, 2 Total amount. */
    calculation: smallint("calculation").notNull(),
    threshold: doublePrecision("threshold").notNull(),
    cooldownHours: integer("cooldown_hours").notNull().default(6),
    /** Active flag of the spec: 0 inactive, 1 active. */
    active: smallint("active").notNull().default(1),
    createdBy: integer("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("alert_rules_team_idx").on(t.teamId, t.active),
    index("alert_rules_target_idx").on(t.targetId),
    index("alert_rules_group_idx").on(t.groupId),
  ],
);

export const alertEvents = pgTable(
  "alert_events",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => alertRules.id, { onDelete: "cascade" }),
    /** "feed" or "channel", and the tracked_feeds / tracked_channels id (no foreign key: history outlives items). */
    itemKind: text("item_kind").notNull(),
    itemId: integer("item_id").notNull(),
    /** Names the snapshot the value was read from (for example its captured_at); with rule and item, unique. */
    snapshotKey: text("snapshot_key").notNull(),
    /** The rule as it was when it fired, so the log stays true after the rule is edited. */
    metric: smallint("metric").notNull(),
    calculation: smallint("calculation").notNull(),
    threshold: doublePrecision("threshold").notNull(),
    value: doublePrecision("value").notNull(),
    previousValue: doublePrecision("previous_value"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alert_events_rule_item_snapshot_uq").on(t.ruleId, t.itemKind, t.itemId, t.snapshotKey),
    index("alert_events_team_created_idx").on(t.teamId, t.createdAt),
  ],
);

export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => alertEvents.id, { onDelete: "cascade" }),
    /** Null once the destination was removed from its group; the row stays in the log with its type. */
    destinationId: integer("destination_id").references(() => alertDestinations.id, { onDelete: "set null" }),
    destinationType: smallint("destination_type").notNull(),
    /** pending, sending, delivered, failed (no more attempts) or skipped (paused or unconfirmed destination). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseCode: integer("response_code"),
    error: text("error"),
    nextAttemptAt: ts("next_attempt_at"),
    lastAttemptAt: ts("last_attempt_at"),
    deliveredAt: ts("delivered_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alert_deliveries_event_destination_uq").on(t.eventId, t.destinationId),
    index("alert_deliveries_status_next_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const alertRuleStates = pgTable(
  "alert_rule_states",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => alertRules.id, { onDelete: "cascade" }),
    itemKind: text("item_kind").notNull(),
    itemId: integer("item_id").notNull(),
    /** Whether the value was at or above the threshold on the last evaluation. */
    aboveThreshold: boolean("above_threshold").notNull().default(false),
    lastSnapshotKey: text("last_snapshot_key"),
    lastFiredAt: ts("last_fired_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.itemKind, t.itemId] }),
    // The memories alert evaluation reads with a refresh's items (get-refreshed-items.ts): by item, only rows that
    // can change an evaluation. A row neither above the threshold nor ever fired is the empty memory (a re-armed
    // Total rule keeps its last firing, so it stays indexed; get-refreshed-items.ts says which of these matter).
    index("alert_rule_states_item_idx")
      .on(t.itemId, t.itemKind)
      .where(sql`${t.aboveThreshold} OR ${t.lastFiredAt} IS NOT NULL`),
  ],
);
