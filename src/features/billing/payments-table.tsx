"use client";
// The team's payments, newest first, a page at a time (issue 15 items 3, 5): date, SKU, amount, status, invoice.
import { useMutation } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { DataTablePager } from "@/components/ui/data-table-pager";
import type { Payment } from "@/domain/contracts/billing";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { openInvoice, usePayments } from "@/lib/queries/billing";
import { paymentState } from "./billing-rules";
import { useBillingFormat } from "./use-billing-format";

const PAGE_SIZE = 10;
const STATE_VARIANT = { paid: "success", failed: "destructive", pending: "warning", refunded: "secondary" } as const;

export function PaymentsTable() {
  const t = useTranslations();
  const describe = useErrorMessage();
  const { money, date } = useBillingFormat();
  const [page, setPage] = useState(1);
  const payments = usePayments(page, PAGE_SIZE, true);
  const invoice = useMutation({
    mutationFn: (payment: Payment) => openInvoice(payment.invoice_url, `invoice-${payment.id}.html`),
    meta: { notice: { error: true } },
  });
  const data = payments.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  const columns: ColumnDef<Payment>[] = [
    { id: "date", header: t("dashboardBilling.payments.date"), cell: ({ row }) => date(row.original.created_at) },
    {
      id: "sku",
      header: t("dashboardBilling.payments.sku"),
      cell: ({ row }) => <code className="text-xs">{row.original.sku}</code>,
    },
    {
      id: "amount",
      header: t("dashboardBilling.payments.amount"),
      meta: { align: "end" },
      cell: ({ row }) => money(row.original.amount),
    },
    {
      id: "status",
      header: t("dashboardBilling.payments.status"),
      cell: ({ row }) => {
        const state = paymentState(row.original);
        return (
          <Badge variant={STATE_VARIANT[state]} data-testid="payment-status" data-state={state}>
            {t(`dashboardBilling.payments.state.${state}`)}
          </Badge>
        );
      },
    },
    {
      id: "invoice",
      header: t("dashboardBilling.payments.invoice"),
      // Stripe's hosted invoice is public to whoever has its link: a real link (new tab, copy, middle click). The
      // app's own invoice route wants the bearer token, so its URL opened on its own would only show a sign-in
      // error: a button fetches it with the session and opens it in a new tab.
      cell: ({ row }) => {
        const payment = row.original;
        const name = t("dashboardBilling.payments.viewOf", { date: date(payment.created_at) });
        const look =
          "cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-60";
        return /^https:\/\//.test(payment.invoice_url) ? (
          <a href={payment.invoice_url} target="_blank" rel="noopener noreferrer" aria-label={name} className={look}>
            {t("dashboardBilling.payments.view")}
          </a>
        ) : (
          <button
            type="button"
            onClick={() => invoice.mutate(payment)}
            disabled={invoice.isPending && invoice.variables?.id === payment.id}
            aria-label={name}
            className={look}
            data-invoice-url={payment.invoice_url}
          >
            {t("dashboardBilling.payments.view")}
          </button>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="payments-title" className="space-y-3">
      <h2 id="payments-title" className="text-lg font-semibold text-foreground">
        {t("dashboardBilling.payments.title")}
      </h2>
      <DataTable
        columns={columns}
        data={data?.list ?? []}
        getRowId={(payment) => String(payment.id)}
        loading={payments.isPending || payments.isPlaceholderData}
        error={payments.isError ? { message: describe(payments.error), onRetry: () => payments.refetch() } : null}
        empty={<p className="py-6 text-center text-sm text-muted-foreground">{t("dashboardBilling.payments.empty")}</p>}
        testId="payments-table"
      />
      {data && pages > 1 ? (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label={t("dashboardBilling.payments.title")}>
          <DataTablePager page={page} pages={pages} onPage={setPage} />
        </nav>
      ) : null}
    </section>
  );
}
