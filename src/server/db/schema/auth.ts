// Better Auth tables (user, session, account, verification) plus the organization plugin's tables
// (organization = a Feedscope team, member, invitation). Ids are integers (`generateId: "serial"`) because the
// product API exposes integer ids. Field keys follow Better Auth's names; columns are snake_case.
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const id = () => integer("id").generatedByDefaultAsIdentity().primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const user = pgTable("user", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // The person's language for emails sent when they are not looking at a page (invitations they receive, role
  // changes, billing notices); Drizzle-owned, Better Auth never reads it. Null means English.
  locale: text("locale"),
});

export const organization = pgTable("organization", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: createdAt(),
  // Feedscope's team settings, owned by Drizzle (Better Auth never writes them).
  plan: text("plan").notNull().default("free"),
  timezone: integer("timezone").notNull().default(0),
  timezoneSet: integer("timezone_set").notNull().default(0),
  // Set by `npm run admin -- plan` (issue 15): the plan stays as the operator set it, whatever the subscription says.
  planOverride: boolean("plan_override").notNull().default(false),
  // Changes whenever the team's alert rules, targets or plan change (triggers of migration 0017), so a worker can
  // keep the team's rules cached and know, from the version read with each refresh's items, when to read them again.
  // A random value rather than a counter: a team id reused after a reset cannot meet an old cached version.
  alertVersion: uuid("alert_version").notNull().defaultRandom(),
});

export const session = pgTable(
  "session",
  {
    id: id(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    activeOrganizationId: integer("active_organization_id"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const member = pgTable(
  "member",
  {
    id: id(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    createdAt: createdAt(),
    // A member beyond the seats of a downgraded plan (issue 15): keeps read access, acts as an Analyst.
    readOnly: boolean("read_only").notNull().default(false),
  },
  (t) => [uniqueIndex("member_org_user_uq").on(t.organizationId, t.userId), index("member_user_id_idx").on(t.userId)],
);

export const invitation = pgTable(
  "invitation",
  {
    id: id(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    inviterId: integer("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Feedscope's invitation lifecycle (issue 14 item 1), owned by Drizzle: only a SHA-256 of the emailed token is
    // kept, so the table never holds a usable link. `status` stays Better Auth's string (pending, accepted,
    // canceled) and `role` its role string (ROLE_TO_AUTH); these columns say when each change happened.
    tokenHash: text("token_hash").unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    sendCount: integer("send_count").notNull().default(1),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: integer("accepted_user_id").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("invitation_org_idx").on(t.organizationId), index("invitation_email_idx").on(t.email)],
);
