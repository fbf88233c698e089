// One delivery attempt of one alert message to one destination (issue 16 item 4): format the channel's request,
// send it through the outbound guard (a refused address is a permanent failure, decided before any connection),
// and classify the answer. The caller (the delivery job) records the outcome, schedules a retry after
// nextRetryDelayMs and pauses the destination per shouldPause (delivery-outcome.ts).
import "server-only";
import type { Db } from "../db/client";
import { sendEmail } from "../email/send-email";
import { getEnv } from "../env";
import { createOutboundFetch, type OutboundDeps, OutboundRefusedError } from "../security/outbound";
import { parseAllowHosts } from "../security/outbound-rules";
import type { AlertDestination, AlertMessage, PreparedRequest } from "./alert-message";
import { type AlertText, alertText } from "./alert-text";
import {
  classifyDiscord,
  classifyHttp,
  classifyLark,
  classifyTelegram,
  type DeliveryOutcome,
} from "./delivery-outcome";
import { destinationRules, destinationUrlRefusal, type HttpDestinationType } from "./destination-rules";
import { discordRequest } from "./discord-format";
import { alertEmail } from "./email-format";
import { larkRequest } from "./lark-format";
import { slackRequest } from "./slack-format";
import { TELEGRAM_BOT_TOKEN, telegramRequest } from "./telegram-format";
import { webhookRequest } from "./webhook-format";

/** Longest wait for an answer; a slower destination is retried later. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface SendOptions {
  /** The language of chat messages (the team Owner's, say); email uses the destination's own locale. */
  locale?: string | null;
  /** Needed for email destinations: the mailer records every message in the outbox table. */
  db?: Db;
  now?: () => Date;
  timeoutMs?: number;
  /** Tests resolve names without real DNS. */
  outbound?: Partial<OutboundDeps>;
}

type Classify = (status: number, retryAfter: string | null, body: string, now: Date) => DeliveryOutcome;

export function prepareRequest(
  destination: Exclude<AlertDestination, { type: "email" }>,
  message: AlertMessage,
  text: AlertText,
  now: Date,
): PreparedRequest {
  const seconds = Math.floor(now.getTime() / 1000);
  switch (destination.type) {
    case "telegram":
      return telegramRequest(getEnv().notify.telegramApiBaseUrl, destination, message, text);
    case "discord":
      return discordRequest(destination.url, message, text);
    case "slack":
      return slackRequest(destination.url, message, text);
    case "lark":
      return larkRequest(destination, message, text, seconds);
    case "webhook":
      return webhookRequest(destination, message, seconds);
  }
}

const CLASSIFIERS: Record<HttpDestinationType, Classify> = {
  telegram: classifyTelegram,
  discord: classifyDiscord,
  slack: classifyHttp,
  lark: classifyLark,
  webhook: classifyHttp,
};

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error.name === "TimeoutError") return "timed out";
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

async function sendHttp(
  destination: Exclude<AlertDestination, { type: "email" }>,
  message: AlertMessage,
  options: SendOptions,
): Promise<DeliveryOutcome> {
  if (destination.type === "telegram" && !TELEGRAM_BOT_TOKEN.test(destination.botToken)) {
    return { status: "failed", responseCode: null, error: "The Telegram bot token is not of the form 123456:ABC…" };
  }
  const now = options.now ?? (() => new Date());
  const request = prepareRequest(destination, message, await alertText(options.locale), now());
  // The same rule the group was saved under (destination-rules.ts), asked again: OUTBOUND_ALLOW_HOSTS may have
  // changed since. The guard below still checks the addresses a name resolves to when it connects.
  const allowHosts = options.outbound?.allowHosts?.() ?? parseAllowHosts(getEnv().outboundAllowHosts);
  const refusal = destinationUrlRefusal(destination.type, request.url, allowHosts);
  if (refusal) return { status: "failed", responseCode: null, error: refusal };
  const fetch = createOutboundFetch(destinationRules(destination.type), options.outbound);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // A webhook that redirects is misconfigured: following would resend the signed body somewhere else.
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
    });
    const body = await response.text();
    return CLASSIFIERS[destination.type](response.status, response.headers.get("retry-after"), body, now());
  } catch (error) {
    if (error instanceof OutboundRefusedError) return { status: "failed", responseCode: null, error: error.message };
    return { status: "retry", responseCode: null, error: describe(error), retryAfterMs: null };
  }
}

async function sendAlertEmail(
  destination: Extract<AlertDestination, { type: "email" }>,
  message: AlertMessage,
  options: SendOptions,
): Promise<DeliveryOutcome> {
  if (!options.db) throw new Error("sendToDestination needs the database to send an email");
  const content = alertEmail(message, await alertText(destination.locale));
  try {
    await sendEmail(options.db, { ...content, to: destination.email, kind: "alert" });
    return { status: "delivered", responseCode: 250 };
  } catch (error) {
    return { status: "retry", responseCode: null, error: describe(error), retryAfterMs: null };
  }
}

export function sendToDestination(
  destination: AlertDestination,
  message: AlertMessage,
  options: SendOptions = {},
): Promise<DeliveryOutcome> {
  if (destination.type === "email") return sendAlertEmail(destination, message, options);
  return sendHttp(destination, message, options);
}
