// Alert contracts (issue 16 items 1 and 2): targets, notification groups with their destinations, rules, the events
// log and the email destination's confirmation link (src/server/api/routes/alerts.ts). Credentials are never
// answered back: only masked hints, and a webhook's generated signing secret once, in the answer that created it.
import { z } from "zod";
import {
  DESTINATION_MESSAGES,
  DESTINATION_URL_MAX,
  destinationUrlProblem,
  GROUP_DESTINATIONS_MAX,
  LARK_SECRET_MAX,
  TELEGRAM_BOT_TOKEN,
  TELEGRAM_CHAT_ID,
} from "../alert-destinations";
import { AlertCalculation, Metric, NotificationChannelType, type NotificationChannelTypeValue } from "../enums";
import { Email, MESSAGES } from "../validation";
import { IsoDateTime, ListPaging, listPageOf, MAX_ID, orNull, PlatformName } from "./common";

const wholeId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

// ---- enumerations ----

export const ALERT_TARGET_KINDS = ["channel", "feed", "collection", "all"] as const;
export const AlertTargetKind = z
  .enum(ALERT_TARGET_KINDS, { error: "Kind must be channel, feed, collection or all" })
  .meta({ id: "AlertTargetKind" });
export type AlertTargetKind = z.infer<typeof AlertTargetKind>;

const CHANNEL_TYPES = Object.values(NotificationChannelType) as NotificationChannelTypeValue[];
export const ChannelTypeSchema = z
  .number({ error: "Type must be 1 Email, 2 Lark, 5 Telegram, 6 Discord, 7 Webhook or 8 Slack" })
  .refine((value) => (CHANNEL_TYPES as number[]).includes(value), {
    error: "Type must be 1 Email, 2 Lark, 5 Telegram, 6 Discord, 7 Webhook or 8 Slack",
  })
  .transform((value) => value as NotificationChannelTypeValue)
  .meta({
    description:
      "Notification channel type: 1 Email, 2 Lark, 5 Telegram, 6 Discord (spec section 3), 7 Webhook and 8 Slack " +
      "(Feedscope's additions, not numbered in the spec). Webhook needs the Max plan.",
  });

const METRICS = Object.values(Metric) as number[];
export const MetricSchema = z
  .number({ error: "Metric must be a number from 1 to 7" })
  .refine((value) => METRICS.includes(value), { error: "Metric must be a number from 1 to 7" })
  .meta({
    description:
      "1 Views, 2 Likes, 3 Comments, 4 Shares, 5 Bookmarks, 6 Engagement (spec section 3), 7 Outlier (×median) " +
      "(views as a multiple of the account's median; Feedscope's addition)",
  });

export const CalculationSchema = z
  .union([z.literal(AlertCalculation.IncrementOfLastCycle), z.literal(AlertCalculation.TotalAmount)], {
    error: "Calculation must be 1 (increment of last cycle) or 2 (total amount)",
  })
  .meta({ description: "1 Increment of last cycle, 2 Total amount" });

export const ActiveFlagSchema = z
  .union([z.literal(0), z.literal(1)], { error: "Active must be 0 or 1" })
  .meta({ description: "0 Inactive, 1 Active" });

// ---- targets ----

export const AlertTargetBody = z
  .object({
    kind: AlertTargetKind,
    id: z
      .union([wholeId("Choose a channel, feed or collection"), z.string().trim().min(1).max(32)], {
        error: "Choose a channel, feed or collection",
      })
      .optional()
      .meta({ description: "The channel's or feed's id, or the collection's hash_id (or id); none for all" }),
    platform: PlatformName.optional().meta({ description: "Collection or all only: narrow to one platform" }),
  })
  .superRefine((body, ctx) => {
    if (body.kind === "all") {
      if (body.id !== undefined)
        ctx.addIssue({ code: "custom", path: ["id"], message: "A target on all items has no id" });
      return;
    }
    if (body.id === undefined) {
      ctx.addIssue({ code: "custom", path: ["id"], message: `Choose a ${body.kind}` });
    } else if (body.kind !== "collection" && typeof body.id !== "number") {
      ctx.addIssue({ code: "custom", path: ["id"], message: `A ${body.kind} id is a whole number` });
    }
    if (body.kind !== "collection" && body.platform !== undefined) {
      ctx.addIssue({ code: "custom", path: ["platform"], message: `A ${body.kind} has its own platform` });
    }
  });
export type AlertTargetBody = z.infer<typeof AlertTargetBody>;

export const AlertTarget = z
  .object({
    id: z.number().int().positive(),
    kind: AlertTargetKind,
    ref_id: z
      .union([z.number().int(), z.string(), z.null()])
      .meta({ description: "The channel's or feed's id or the collection's hash_id; null for all or once deleted" }),
    platform: orNull(PlatformName),
    label: orNull(z.string()).meta({
      description: "What is watched, in words (channel name, feed title, collection name); null for all or deleted",
    }),
    missing: z.boolean().meta({ description: "The watched channel, feed or collection was deleted: matches nothing" }),
    rule_count: z.number().int().meta({ description: "Rules using this target (it cannot be deleted while used)" }),
    created_at: IsoDateTime,
  })
  .meta({ id: "AlertTarget" });
export type AlertTarget = z.infer<typeof AlertTarget>;

export const AlertTargetList = z.object({ list: z.array(AlertTarget) }).meta({ id: "AlertTargetList" });
export type AlertTargetList = z.infer<typeof AlertTargetList>;

// ---- groups and destinations ----

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });

export const DestinationInput = z
  .object({
    id: wholeId("Not found").optional().meta({
      description: "On update: an existing destination of this group to keep (omitted credentials stay as they are)",
    }),
    type: ChannelTypeSchema,
    email: Email.optional(),
    url: optionalText(DESTINATION_URL_MAX, `A URL has at most ${DESTINATION_URL_MAX} characters`).optional(),
    bot_token: optionalText(80, DESTINATION_MESSAGES.telegramToken).optional(),
    chat_id: optionalText(40, DESTINATION_MESSAGES.telegramChat).optional(),
    secret: optionalText(LARK_SECRET_MAX, `A signing secret has at most ${LARK_SECRET_MAX} characters`)
      .optional()
      .meta({ description: "Lark only: the bot's signing secret (empty removes it); a webhook's is generated" }),
  })
  .superRefine((input, ctx) => {
    const isNew = input.id === undefined;
    const need = (field: "email" | "url" | "bot_token" | "chat_id", message: string) => {
      if (isNew && !input[field]) ctx.addIssue({ code: "custom", path: [field], message });
    };
    const refuse = (field: "email" | "url" | "bot_token" | "chat_id" | "secret", message: string) => {
      if (input[field] !== undefined) ctx.addIssue({ code: "custom", path: [field], message });
    };
    switch (input.type) {
      case NotificationChannelType.Email:
        need("email", MESSAGES.email);
        for (const field of ["url", "bot_token", "chat_id", "secret"] as const) refuse(field, "Not used by email");
        break;
      case NotificationChannelType.Telegram:
        need("bot_token", DESTINATION_MESSAGES.telegramToken);
        need("chat_id", DESTINATION_MESSAGES.telegramChat);
        if (input.bot_token !== undefined && !TELEGRAM_BOT_TOKEN.test(input.bot_token))
          ctx.addIssue({ code: "custom", path: ["bot_token"], message: DESTINATION_MESSAGES.telegramToken });
        if (input.chat_id !== undefined && !TELEGRAM_CHAT_ID.test(input.chat_id))
          ctx.addIssue({ code: "custom", path: ["chat_id"], message: DESTINATION_MESSAGES.telegramChat });
        for (const field of ["email", "url", "secret"] as const) refuse(field, "Not used by Telegram");
        break;
      default: {
        need("url", "Enter the webhook URL");
        if (input.url !== undefined) {
          const problem = destinationUrlProblem(input.type, input.url);
          if (problem) ctx.addIssue({ code: "custom", path: ["url"], message: problem });
        }
        for (const field of ["email", "bot_token", "chat_id"] as const) refuse(field, "Not used by this type");
        if (input.type === NotificationChannelType.Webhook)
          refuse("secret", "Feedscope generates a webhook's signing secret and shows it once");
      }
    }
  });
export type DestinationInput = z.infer<typeof DestinationInput>;

export const AlertGroupBody = z.object({
  name: z
    .string({ error: "Name must be between 1 and 64 characters" })
    .trim()
    .min(1, { error: "Name must be between 1 and 64 characters" })
    .max(64, { error: "Name must be between 1 and 64 characters" }),
  destinations: z
    .array(DestinationInput, { error: `Add between 1 and ${GROUP_DESTINATIONS_MAX} destinations` })
    .min(1, { error: `Add between 1 and ${GROUP_DESTINATIONS_MAX} destinations` })
    .max(GROUP_DESTINATIONS_MAX, { error: `Add between 1 and ${GROUP_DESTINATIONS_MAX} destinations` }),
});
export type AlertGroupBody = z.infer<typeof AlertGroupBody>;

export const AlertDestination = z
  .object({
    id: z.number().int().positive(),
    type: z.number().int(),
    email: orNull(z.string()),
    url: orNull(z.string()).meta({ description: "Webhook only: the receiver's URL" }),
    url_hint: orNull(z.string()).meta({ description: "Lark, Discord, Slack: the URL with its token masked" }),
    chat_id: orNull(z.string()),
    bot_token_hint: orNull(z.string()).meta({ description: "Telegram: the bot id and the token's last 4 characters" }),
    secret_hint: orNull(z.string()).meta({
      description: "Lark (when set) and webhook: the secret's last 4 characters",
    }),
    secret: z.string().optional().meta({
      description: "Webhook only, and only in the answer that created it: the signing secret (shown once)",
    }),
    confirmed: z.boolean().meta({ description: "Email: the address followed its confirmation link; others: true" }),
    confirmed_at: orNull(IsoDateTime),
    paused: z.boolean().meta({ description: "Paused after repeated failed deliveries" }),
  })
  .meta({ id: "AlertDestination" });
export type AlertDestination = z.infer<typeof AlertDestination>;

export const AlertGroup = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    destinations: z.array(AlertDestination),
    rule_count: z.number().int().meta({ description: "Rules using this group (it cannot be deleted while used)" }),
    created_at: IsoDateTime,
  })
  .meta({ id: "AlertGroup" });
export type AlertGroup = z.infer<typeof AlertGroup>;

export const AlertGroupList = z.object({ list: z.array(AlertGroup) }).meta({ id: "AlertGroupList" });
export type AlertGroupList = z.infer<typeof AlertGroupList>;

// ---- sending a sample alert (POST /v1/alert/group/{id}/test) ----

export const ALERT_TEST_OUTCOMES = ["delivered", "failed", "skipped"] as const;

export const AlertGroupTestResult = z
  .object({
    destination_id: z.number().int().positive(),
    type: z.number().int(),
    outcome: z.enum(ALERT_TEST_OUTCOMES).meta({
      description:
        "delivered: the receiver accepted it; failed: refused or unreachable (see response_code and error); " +
        "skipped: not sent (an email address not confirmed yet, or a paused destination)",
    }),
    response_code: orNull(z.number().int()).meta({ description: "The receiver's HTTP status, when it answered" }),
    error: orNull(z.string()).meta({ description: "Why it failed or was skipped, in words" }),
  })
  .meta({ id: "AlertGroupTestResult" });
export type AlertGroupTestResult = z.infer<typeof AlertGroupTestResult>;

export const AlertGroupTestAnswer = z
  .object({ list: z.array(AlertGroupTestResult) })
  .meta({ id: "AlertGroupTestAnswer" });
export type AlertGroupTestAnswer = z.infer<typeof AlertGroupTestAnswer>;

// ---- rules ----

const RuleFields = {
  name: z
    .string({ error: "Name must be between 1 and 64 characters" })
    .trim()
    .min(1, { error: "Name must be between 1 and 64 characters" })
    .max(64, { error: "Name must be between 1 and 64 characters" }),
  target_id: wholeId("Choose a target"),
  group_id: wholeId("Choose a group"),
  metric: MetricSchema,
  calculation: CalculationSchema,
  threshold: z
    .number({ error: "Threshold must be a number above 0" })
    .positive({ error: "Threshold must be a number above 0" })
    .max(1e15, { error: "Threshold is too large" }),
  cooldown_hours: z
    .number({ error: "Cooldown must be a whole number of hours from 0 to 720" })
    .int({ error: "Cooldown must be a whole number of hours from 0 to 720" })
    .min(0, { error: "Cooldown must be a whole number of hours from 0 to 720" })
    .max(720, { error: "Cooldown must be a whole number of hours from 0 to 720" }),
  active: ActiveFlagSchema,
};

function checkRule(rule: { metric?: number; calculation?: number; threshold?: number }, ctx: z.RefinementCtx): void {
  if (rule.metric === Metric.OutlierMultiple && rule.calculation === AlertCalculation.IncrementOfLastCycle) {
    ctx.addIssue({ code: "custom", path: ["calculation"], message: "An outlier multiple is compared as a total (2)" });
  }
  if (
    rule.metric !== undefined &&
    rule.metric !== Metric.OutlierMultiple &&
    rule.threshold !== undefined &&
    !Number.isInteger(rule.threshold)
  ) {
    ctx.addIssue({ code: "custom", path: ["threshold"], message: "A count threshold is a whole number" });
  }
}

export const AlertRuleBody = z
  .object({
    ...RuleFields,
    cooldown_hours: RuleFields.cooldown_hours.optional().meta({ description: "Default 6" }),
    active: RuleFields.active.optional().meta({ description: "Default 1" }),
  })
  .superRefine(checkRule);
export type AlertRuleBody = z.infer<typeof AlertRuleBody>;

export const AlertRuleActiveBody = z.object({ active: ActiveFlagSchema });
export type AlertRuleActiveBody = z.infer<typeof AlertRuleActiveBody>;

export const AlertRule = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    target_id: z.number().int(),
    group_id: z.number().int(),
    metric: z.number().int(),
    calculation: z.number().int(),
    threshold: z.number(),
    cooldown_hours: z.number().int(),
    active: z.number().int(),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  })
  .meta({ id: "AlertRule" });
export type AlertRule = z.infer<typeof AlertRule>;

export const AlertRuleList = z.object({ list: z.array(AlertRule) }).meta({ id: "AlertRuleList" });
export type AlertRuleList = z.infer<typeof AlertRuleList>;

// ---- events ----

export const AlertEventsQuery = z.object({
  rule_id: z.coerce
    .number({ error: "rule_id must be a whole number" })
    .int({ error: "rule_id must be a whole number" })
    .positive({ error: "rule_id must be a whole number" })
    .max(MAX_ID, { error: "rule_id must be a whole number" })
    .optional(),
  page: ListPaging.page,
  page_size: ListPaging.page_size,
});
export type AlertEventsQuery = z.infer<typeof AlertEventsQuery>;

export const AlertDelivery = z
  .object({
    id: z.number().int().positive(),
    destination_id: orNull(z.number().int()).meta({ description: "Null once the destination was removed" }),
    type: z.number().int(),
    status: z.string().meta({ description: "pending, sending, delivered, failed or skipped" }),
    attempts: z.number().int(),
    response_code: orNull(z.number().int()),
    error: orNull(z.string()),
    next_attempt_at: orNull(IsoDateTime),
    delivered_at: orNull(IsoDateTime),
  })
  .meta({ id: "AlertDelivery" });
export type AlertDelivery = z.infer<typeof AlertDelivery>;

export const AlertEvent = z
  .object({
    id: z.number().int().positive(),
    rule_id: z.number().int(),
    rule_name: z.string(),
    item_kind: z.string().meta({ description: "feed or channel" }),
    item_id: z.number().int(),
    item_title: orNull(z.string()).meta({
      description: "The feed's caption or the channel's name; null once the item is no longer tracked",
    }),
    item_url: orNull(z.string()).meta({ description: "The item's page on its platform, when known" }),
    item_platform: orNull(PlatformName),
    metric: z.number().int(),
    calculation: z.number().int(),
    threshold: z.number(),
    value: z.number(),
    previous_value: orNull(z.number()),
    created_at: IsoDateTime,
    deliveries: z.array(AlertDelivery),
  })
  .meta({ id: "AlertEvent" });
export type AlertEvent = z.infer<typeof AlertEvent>;

export const AlertEventPage = listPageOf(AlertEvent).meta({ id: "AlertEventPage" });
export type AlertEventPage = z.infer<typeof AlertEventPage>;

// ---- email confirmation ----

export const DestinationConfirmQuery = z.object({
  token: z
    .string({ error: MESSAGES.token })
    .trim()
    .min(8, { error: MESSAGES.token })
    .max(256, { error: MESSAGES.token }),
});

export const DestinationConfirmed = z
  .object({ email: z.string(), confirmed_at: IsoDateTime })
  .meta({ id: "AlertDestinationConfirmed" });
export type DestinationConfirmed = z.infer<typeof DestinationConfirmed>;
