// Billing (issue 15): the team's subscriptions and payments as the provider reported them, the provider events
// already applied (exactly once), what a downgrade stopped, and the built-in test provider's own state (the part
// Stripe keeps on its side). Amounts are in minor units (cents).
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organization } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    sku: text("sku").notNull(),
    /** active, trialing, past_due or canceled (the provider's other states are stored as past_due or canceled). */
    status: text("status").notNull(),
    currentPeriodStart: ts("current_period_start").notNull(),
    currentPeriodEnd: ts("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the subscription became past_due: the plan is kept for the grace period after it. */
    pastDueSince: ts("past_due_since"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_id_uq").on(t.provider, t.providerSubscriptionId),
    index("subscriptions_team_idx").on(t.teamId),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    providerSubscriptionId: text("provider_subscription_id"),
    providerChargeId: text("provider_charge_id"),
    /** Payment status enumeration of the spec: 0 pending, 1 paid, 2 failed. */
    status: smallint("status").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    sku: text("sku").notNull(),
    hostedInvoiceUrl: text("hosted_invoice_url"),
    periodStart: ts("period_start"),
    periodEnd: ts("period_end"),
    refunded: boolean("refunded").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_invoice_uq").on(t.provider, t.providerInvoiceId),
    index("payments_team_created_idx").on(t.teamId, t.createdAt),
  ],
);

/** Provider events already applied: a replayed event finds its id here and changes nothing. */
export const billingEvents = pgTable(
  "billing_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    appliedAt: ts("applied_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Feeds and channels a downgrade set to Stop (the banner says what was stopped; nothing is deleted). */
export const billingStops = pgTable(
  "billing_stops",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<"feed" | "channel">(),
    itemId: integer("item_id").notNull(),
    stoppedAt: ts("stopped_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.kind, t.itemId] })],
);

// --- The built-in test provider's state (src/server/billing/test-provider.ts) ----------------------------------

export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  teamId: integer("team_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  customerEmail: text("customer_email").notNull(),
  sku: text("sku").notNull(),
  /** open, complete */
  status: text("status").notNull().default("open"),
  successUrl: text("success_url").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const testSubscriptions = pgTable("test_subscriptions", {
  id: text("id").primaryKey(),
  teamId: integer("team_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  sku: text("sku").notNull(),
  /** A downgrade waiting for the period end. */
  pendingSku: text("pending_sku"),
  status: text("status").notNull(),
  currentPeriodStart: ts("current_period_start").notNull(),
  currentPeriodEnd: ts("current_period_end").notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const testInvoices = pgTable("test_invoices", {
  id: text("id").primaryKey(),
  subscriptionId: text("subscription_id"),
  teamId: integer("team_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  sku: text("sku").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  paid: boolean("paid").notNull(),
  chargeId: text("charge_id"),
  refunded: boolean("refunded").notNull().default(false),
  createdAt: ts("created_at").notNull().defaultNow(),
});
