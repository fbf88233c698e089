// The test provider's invoice (issue 15 item 3): an HTML page of the app's own, marked "Test mode". Stripe
// payments redirect to Stripe's hosted invoice instead.
import "server-only";
import { planOfSku } from "@/domain/billing/plan-derivation";
import { PaymentStatus } from "@/domain/enums";
import { PLANS } from "@/domain/plans";
import type { payments } from "../db/schema";
import { escapeHtml } from "../email/templates";

const STATUS_LABEL: Record<number, string> = {
  [PaymentStatus.Pending]: "Pending",
  [PaymentStatus.Paid]: "Paid",
  [PaymentStatus.Failed]: "Failed",
};

export function renderTestInvoice(input: {
  payment: typeof payments.$inferSelect;
  teamName: string;
  seller: { name: string; email: string };
}): string {
  const { payment } = input;
  const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : "—");
  const amount = new Intl.NumberFormat("en", { style: "currency", currency: payment.currency.toUpperCase() }).format(
    payment.amountCents / 100,
  );
  const status = `${STATUS_LABEL[payment.status] ?? "Pending"}${payment.refunded ? " (refunded)" : ""}`;
  const rows: [string, string][] = [
    ["Invoice", `#${payment.id} (${payment.providerInvoiceId})`],
    ["Date", day(payment.createdAt)],
    ["Seller", `${input.seller.name} <${input.seller.email}>`],
    ["Billed to", input.teamName],
    ["Plan", `${PLANS[planOfSku(payment.sku)].label} (${payment.sku})`],
    ["Period", `${day(payment.periodStart)} – ${day(payment.periodEnd)}`],
    ["Amount", amount],
    ["Status", status],
  ];
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:6px 16px 6px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice #${payment.id}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:640px;margin:0 auto;padding:32px">
<p style="display:inline-block;background:#fef3c7;color:#92400e;padding:4px 10px;border-radius:4px;font-weight:600">Test mode</p>
<h1 style="font-size:22px">Invoice</h1><table style="border-collapse:collapse">${body}</table>
<p style="font-size:12px;color:#6b7280;margin-top:32px">Test mode: no real payment was made.</p></body></html>`;
}
