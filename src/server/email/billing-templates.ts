// Billing emails (issue 15 item 6), in the team Owner's language (messages/emails-billing): payment receipt,
// payment failed (with the date the grace period ends), plan changed and subscription ending.
import "server-only";
import type { EmailTranslate } from "./email-translator";
import { type EmailContent, layout } from "./templates";

/** Keys are written in full (the i18n check greps them); the translator is scoped to `emailsBilling`. */
const NAMESPACE = "emailsBilling.";
function bind(t: EmailTranslate) {
  return (key: string, values?: Record<string, string | number>) => t(key.slice(NAMESPACE.length), values);
}

function compose(heading: string, lines: string[], action: { label: string; url: string }, subject: string) {
  const content: EmailContent = {
    subject,
    text: `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n`,
    html: layout(heading, lines, action),
  };
  return content;
}

export interface BillingEmailBase {
  t: EmailTranslate;
  team: string;
  billingUrl: string;
}

export function receiptEmail(input: BillingEmailBase & { amount: string; plan: string; invoiceUrl: string }) {
  const m = bind(input.t);
  const values = { amount: input.amount, plan: input.plan, team: input.team };
  return compose(
    m("emailsBilling.receipt.heading"),
    [m("emailsBilling.receipt.body", values)],
    { label: m("emailsBilling.receipt.invoice"), url: input.invoiceUrl },
    m("emailsBilling.receipt.subject", values),
  );
}

export function paymentFailedEmail(
  input: BillingEmailBase & { amount: string; plan: string; graceDate: string | null },
) {
  const m = bind(input.t);
  const values = { amount: input.amount, plan: input.plan, team: input.team };
  const next = input.graceDate
    ? m("emailsBilling.failed.grace", { date: input.graceDate })
    : m("emailsBilling.failed.noSubscription");
  return compose(
    m("emailsBilling.failed.heading"),
    [m("emailsBilling.failed.body", values), next],
    { label: m("emailsBilling.action"), url: input.billingUrl },
    m("emailsBilling.failed.subject"),
  );
}

export function planChangedEmail(input: BillingEmailBase & { from: string; to: string; fell: boolean }) {
  const m = bind(input.t);
  const lines = [m("emailsBilling.planChanged.body", { team: input.team, from: input.from, to: input.to })];
  if (input.fell) lines.push(m("emailsBilling.planChanged.fell"));
  return compose(
    m("emailsBilling.planChanged.heading"),
    lines,
    { label: m("emailsBilling.action"), url: input.billingUrl },
    m("emailsBilling.planChanged.subject", { team: input.team, plan: input.to }),
  );
}

export function subscriptionEndingEmail(input: BillingEmailBase & { plan: string; date: string }) {
  const m = bind(input.t);
  const values = { plan: input.plan, team: input.team, date: input.date };
  return compose(
    m("emailsBilling.ending.heading"),
    [m("emailsBilling.ending.body", values), m("emailsBilling.ending.resume")],
    { label: m("emailsBilling.action"), url: input.billingUrl },
    m("emailsBilling.ending.subject", { date: input.date }),
  );
}
