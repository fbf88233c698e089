// Sends through SMTP when SMTP_URL is set; otherwise the message is kept in the outbox table, readable at
// /dev/outbox with its key outside production, so verification and reset links work on a fresh install. A message
// sent through SMTP is recorded without its links (issue 13 item 1): the table must not hold usable tokens.
import "server-only";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import type { EmailContent } from "./templates";

/** SMTP refused or failed; the message is still recorded in the outbox with the error. */
export class EmailDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(`Email could not be sent: ${reason}`);
    this.name = "EmailDeliveryError";
  }
}

export interface OutgoingEmail extends EmailContent {
  to: string;
  kind:
    | "verify-email"
    | "reset-password"
    | "invitation"
    | "team-role-changed"
    | "team-removed"
    | "billing-receipt"
    | "billing-payment-failed"
    | "billing-plan-changed"
    | "billing-subscription-ending"
    | "alert"
    | "alert-destination-paused"
    | "alert-destination-confirm";
}

const transports = globalThis as unknown as { __feedscopeSmtp?: Map<string, nodemailer.Transporter> };

function smtpTransport(url: string): nodemailer.Transporter {
  transports.__feedscopeSmtp ??= new Map();
  let transport = transports.__feedscopeSmtp.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.__feedscopeSmtp.set(url, transport);
  }
  return transport;
}

const LINK = /https?:\/\/\S+/g;

/** The text as recorded for a message that went out through SMTP: every link replaced by a marker. */
export function withoutLinks(text: string): string {
  return text.replace(LINK, "[link removed]");
}

export async function sendEmail(db: Db, email: OutgoingEmail): Promise<void> {
  const env = getEnv();
  let error: string | null = null;
  if (env.smtpUrl) {
    try {
      await smtpTransport(env.smtpUrl).sendMail({
        from: env.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
      getLogger().error({ err: cause, to: email.to, kind: email.kind }, "email delivery failed");
    }
  }
  await db.insert(emailOutbox).values({
    to: email.to,
    subject: email.subject,
    text: env.smtpUrl ? withoutLinks(email.text) : email.text,
    html: env.smtpUrl ? null : email.html,
    kind: email.kind,
    transport: env.smtpUrl ? "smtp" : "outbox",
    error,
  });
  if (error) throw new EmailDeliveryError(error);
}
