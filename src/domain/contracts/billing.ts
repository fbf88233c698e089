// Billing contracts (issue 15): the plan catalogue from `src/domain/plans.ts`, the team's subscription, checkout
// and portal links, payments and invoices. Prices are in US dollars (the landing page's currency).
import { z } from "zod";
import { PaymentStatus, PlanName, PlanSku } from "../enums";
import { IdParam, IsoDateTime, ListPaging, listPageOf, orNull } from "./common";

export const PlanNameSchema = z.enum(PlanName).meta({ description: "free, pro or max" });
export const PaidSku = z
  .enum(["pro_monthly", "pro_yearly", "max_monthly", "max_yearly"], {
    error: "SKU must be pro_monthly, pro_yearly, max_monthly or max_yearly",
  })
  .meta({ id: "PaidSku" });
export type PaidSku = z.infer<typeof PaidSku>;
export const SkuSchema = z.enum(PlanSku).meta({ description: "free or a paid SKU" });

export const PlanLimitsSchema = z
  .object({
    feeds: orNull(z.number().int()),
    channels: orNull(z.number().int()),
    history_days: orNull(z.number().int()),
    refresh_hours: z.number().int(),
    priority_items: z
      .number()
      .int()
      .meta({ description: "Feeds and channels together that may be marked priority (refreshed hourly); 0 for none" }),
    alerts: z.enum(["none", "custom", "webhook"]),
    seats: orNull(z.number().int()),
  })
  .meta({ id: "PlanLimits", description: "null means unlimited" });

export const CatalogPlan = z
  .object({
    name: PlanNameSchema,
    label: z.string(),
    monthly_price: z.number(),
    yearly_monthly_price: z.number().meta({ description: "Per month, billed yearly" }),
    yearly_price: z.number().meta({ description: "Billed once a year" }),
    yearly_discount_label: z.string().meta({ example: "17% off" }),
    currency: z.literal("usd"),
    skus: z.object({ monthly: SkuSchema, yearly: SkuSchema }),
    limits: PlanLimitsSchema,
  })
  .meta({ id: "CatalogPlan" });
export type CatalogPlan = z.infer<typeof CatalogPlan>;

export const PlanCatalog = z
  .object({
    plans: z.array(CatalogPlan),
    provider: z.enum(["stripe", "test"]).meta({ description: "test = the built-in test provider (Test mode)" }),
    refund_days: z.number().int(),
  })
  .meta({ id: "PlanCatalog" });
export type PlanCatalog = z.infer<typeof PlanCatalog>;

export const SubscriptionStatus = z.enum(["active", "trialing", "past_due", "canceled"]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const Subscription = z
  .object({
    plan: PlanNameSchema.meta({ description: "The plan in force now (after grace periods and overrides)" }),
    sku: SkuSchema,
    status: orNull(SubscriptionStatus).meta({ description: "null when the team never subscribed" }),
    provider: z.enum(["stripe", "test"]),
    current_period_start: orNull(IsoDateTime),
    current_period_end: orNull(IsoDateTime),
    cancel_at_period_end: z.boolean(),
    grace_until: orNull(IsoDateTime).meta({ description: "past_due: the plan is kept until then" }),
    operator_override: z.boolean().meta({ description: "An operator set the plan with `npm run admin -- plan`" }),
    over_limit: z
      .object({
        stopped_feeds: z.number().int(),
        stopped_channels: z.number().int(),
        read_only_members: z.number().int(),
      })
      .meta({ description: "What the last downgrade stopped (nothing is deleted)" }),
    usage: z.object({
      feeds: z.number().int(),
      channels: z.number().int(),
      seats: z.number().int().meta({
        description: "Seats taken: members besides the Owner and pending invitations (as the invite check counts)",
      }),
      members: z.number().int().meta({
        description: "Members besides the Owner: those a downgrade below their number leaves with read access only",
      }),
    }),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof Subscription>;

export const CheckoutBody = z.object({ sku: PaidSku });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const RedirectUrl = z
  .object({ url: z.string().meta({ description: "Send the browser here" }) })
  .meta({ id: "RedirectUrl" });
export type RedirectUrl = z.infer<typeof RedirectUrl>;

export const PaymentStatusValue = z
  .union([z.literal(PaymentStatus.Pending), z.literal(PaymentStatus.Paid), z.literal(PaymentStatus.Failed)])
  .meta({ description: "0 pending, 1 paid, 2 failed" });

export const Payment = z
  .object({
    id: z.number().int().positive(),
    status: PaymentStatusValue,
    amount: z.number().meta({ description: "In the currency's major unit (dollars)" }),
    currency: z.string(),
    sku: SkuSchema,
    provider: z.enum(["stripe", "test"]),
    refunded: z.boolean(),
    created_at: IsoDateTime,
    invoice_url: z.string().meta({ description: "Stripe's hosted invoice or the app's own invoice page" }),
  })
  .meta({ id: "Payment" });
export type Payment = z.infer<typeof Payment>;

export const PaymentsQuery = z.object({ page: ListPaging.page, page_size: ListPaging.page_size });
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;

export const PaymentPage = listPageOf(Payment).meta({ id: "PaymentPage" });
export type PaymentPage = z.infer<typeof PaymentPage>;

// --- Added by the billing-core lane: the test provider's checkout page, the test-mode clock, the webhook ---------

export const CheckoutSessionParam = z.object({
  session_id: z.string().min(1).max(100).meta({ description: "The test checkout session (from the checkout URL)" }),
});

export const TestCheckout = z
  .object({
    sku: PaidSku,
    plan_label: z.string(),
    amount: z.number().meta({ description: "In dollars" }),
    currency: z.string(),
    interval: z.enum(["month", "year"]),
    team_name: z.string(),
    status: z.enum(["open", "complete"]),
  })
  .meta({ id: "TestCheckout", description: "The built-in test provider's checkout session (Test mode)" });
export type TestCheckout = z.infer<typeof TestCheckout>;

export const TestPayBody = z.object({
  card_number: z
    .string({ error: "Enter a test card number" })
    .min(1, { error: "Enter a test card number" })
    .max(40, { error: "Enter a test card number" })
    .meta({ example: "4242 4242 4242 4242" }),
});
export type TestPayBody = z.infer<typeof TestPayBody>;

export const TestAdvanceBody = z.object({
  fail: z.boolean().optional().meta({ description: "The renewal's payment fails (status past_due)" }),
});
export type TestAdvanceBody = z.infer<typeof TestAdvanceBody>;

/** A payment's id in the path (the common IdParam: an id beyond the integer range is simply not found). */
export const PaymentIdParam = IdParam;

export const WebhookAck = z.object({ received: z.boolean() }).meta({ id: "WebhookAck" });
export type WebhookAck = z.infer<typeof WebhookAck>;
