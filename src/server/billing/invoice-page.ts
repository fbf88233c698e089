// The test provider's invoice (issue 15 item 3): an HTML page of the app's own, marked "Test mode", in the viewer's
// language (messages/emails-billing, `billingInvoice`). Stripe payments redirect to Stripe's hosted invoice instead.
import "server-only";
import { planOfSku } from "@/domain/billing/plan-derivation";
import { PaymentStatus } from "@/domain/enums";
import { PLANS } from "@/domain/plans";
import type { payments } from "../db/schema";
import { emailTranslator } from "../email/email-translator";
import { escapeHtml } from "../email/templates";

const STATUS_KEY: Record<number, string> = {
  [PaymentStatus.Pending]: "billingInvoice.pending",
  [PaymentStatus.Paid]: "billingInvoice.paid",
  [PaymentStatus.Failed]: "billingInvoice.failed",
};

export async function renderTestInvoice(input: {
  payment: typeof payments.$inferSelect;
  teamName: string;
  seller: { name: string; email: string };
  viewerLocale: string | null;
}): Promise<string> {
  const { payment } = input;
  const { locale, t } = await emailTranslator(input.viewerLocale, "billingInvoice");
  // Keys are written in full (the i18n check greps them); the translator is scoped to `billingInvoice`.
  const m = (key: string) => t(key.slice("billingInvoice.".length));
  const day = (value: Date | null) =>
    value ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(value) : "—";
  const amount = new Intl.NumberFormat(locale, { style: "currency", currency: payment.currency.toUpperCase() }).format(
    payment.amountCents / 100,
  );
  const status = [m(STATUS_KEY[payment.status] ?? "billingInvoice.pending")];
  if (payment.refunded) status.push(m("billingInvoice.refunded"));
  const rows: [string, string][] = [
    [m("billingInvoice.number"), `#${payment.id} (${payment.providerInvoiceId})`],
    [m("billingInvoice.date"), day(payment.createdAt)],
    [m("billingInvoice.seller"), `${input.seller.name} <${input.seller.email}>`],
    [m("billingInvoice.billedTo"), input.teamName],
    [m("billingInvoice.plan"), `${PLANS[planOfSku(payment.sku)].label} (${payment.sku})`],
    [m("billingInvoice.period"), `${day(payment.periodStart)} – ${day(payment.periodEnd)}`],
    [m("billingInvoice.amount"), amount],
    [m("billingInvoice.status"), status.join(" · ")],
  ];
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:6px 16px 6px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(m("billingInvoice.title"))} #${payment.id}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:640px;margin:0 auto;padding:32px">
<p style="display:inline-block;background:#fef3c7;color:#92400e;padding:4px 10px;border-radius:4px;font-weight:600">${escapeHtml(m("billingInvoice.testMode"))}</p>
<h1 style="font-size:22px">${escapeHtml(m("billingInvoice.title"))}</h1><table style="border-collapse:collapse">${body}</table>
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(m("billingInvoice.footer"))}</p></body></html>`;
}
