// GET /v1/billing/payments: the team's payments, newest first, a page at a time.
import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { Payment, PaymentPage } from "@/domain/contracts/billing";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";

export type PaymentRow = typeof payments.$inferSelect;

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status as Payment["status"],
    amount: row.amountCents / 100,
    currency: row.currency,
    sku: row.sku as Payment["sku"],
    provider: row.provider as Payment["provider"],
    refunded: row.refunded,
    created_at: row.createdAt.toISOString(),
    // Stripe's hosted invoice page when there is one (a browser opens it directly, no bearer token needed);
    // otherwise the app's own invoice page, which the client fetches with the token.
    invoice_url: row.hostedInvoiceUrl ?? `/v1/billing/payments/${row.id}/invoice/`,
  };
}

export async function listPayments(
  db: Db,
  params: { teamId: number; page: number; pageSize: number },
): Promise<PaymentPage> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.teamId, params.teamId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(payments).where(eq(payments.teamId, params.teamId));
  return {
    list: rows.map(presentPayment),
    total: Number(total?.n ?? 0),
    page: params.page,
    page_size: params.pageSize,
  };
}
