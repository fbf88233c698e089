"use client";
// The events log under the rules (GET /v1/alert/events): what fired, newest first, filterable by rule, a page at a
// time; each row names the rule and the item (linking to its page), the value against the threshold, and each
// delivery's status with its attempts, the receiver's HTTP status and error in a tooltip.
import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { badgeVariants } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { DataTablePager } from "@/components/ui/data-table-pager";
import { OptionSelect } from "@/components/ui/select";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { AlertDelivery, AlertEvent, AlertRule } from "@/domain/contracts/alerts";
import { cn } from "@/lib/cn";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { EVENTS_PAGE_SIZE, useAlertEvents } from "@/lib/queries/alerts";
import { useAlertWords } from "./use-alert-words";

const STATUS_VARIANT = {
  pending: "secondary",
  sending: "default",
  delivered: "success",
  failed: "destructive",
  skipped: "warning",
} as const;
type DeliveryStatus = keyof typeof STATUS_VARIANT;

function statusOf(value: string): DeliveryStatus {
  return value in STATUS_VARIANT ? (value as DeliveryStatus) : "pending";
}

function DeliveryBadge({ delivery }: { delivery: AlertDelivery }) {
  const t = useTranslations();
  const words = useAlertWords();
  const status = statusOf(delivery.status);
  const details = [
    words.channelType(delivery.type),
    t("dashboardAlerts.events.attempts", { count: delivery.attempts }),
    delivery.response_code === null ? null : t("dashboardAlerts.events.code", { code: delivery.response_code }),
    delivery.error,
  ].filter(Boolean) as string[];
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className={cn(badgeVariants({ variant: STATUS_VARIANT[status] }), "cursor-help")}
          data-testid={`delivery-${delivery.id}`}
          data-status={status}
        >
          {t("dashboardAlerts.events.delivery", {
            type: words.channelType(delivery.type),
            status: t(`dashboardAlerts.events.status.${status}`),
          })}
          <span className="sr-only">{details.join(". ")}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent>
        <ul className="space-y-0.5">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </TooltipContent>
    </Tooltip>
  );
}

export function EventsLog({ rules }: { rules: AlertRule[] }) {
  const t = useTranslations();
  const format = useFormatter();
  const words = useAlertWords();
  const describe = useErrorMessage();
  const [ruleId, setRuleId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const events = useAlertEvents(ruleId, page);
  const pages = Math.max(1, Math.ceil((events.data?.total ?? 0) / EVENTS_PAGE_SIZE));

  const columns: ColumnDef<AlertEvent>[] = [
    {
      id: "time",
      header: t("dashboardAlerts.events.columns.time"),
      cell: ({ row }) => (
        <time dateTime={row.original.created_at} className="whitespace-nowrap">
          {format.dateTime(new Date(row.original.created_at), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      ),
    },
    { id: "rule", header: t("dashboardAlerts.events.columns.rule"), cell: ({ row }) => row.original.rule_name },
    {
      id: "item",
      header: t("dashboardAlerts.events.columns.item"),
      cell: ({ row }) => {
        const event = row.original;
        const title =
          event.item_title ||
          (event.item_kind === "channel"
            ? t("dashboardAlerts.events.itemChannel", { id: event.item_id })
            : t("dashboardAlerts.events.itemFeed", { id: event.item_id }));
        const href = `/dashboard/${event.item_kind === "channel" ? "channels" : "feeds"}/${event.item_id}/`;
        return (
          <Link
            href={href}
            className="block max-w-[18rem] truncate text-primary underline-offset-4 hover:underline"
            title={title}
          >
            {title}
          </Link>
        );
      },
    },
    {
      id: "value",
      header: t("dashboardAlerts.events.columns.value"),
      meta: { align: "end" },
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t("dashboardAlerts.events.valueVsThreshold", {
            value: words.formatNumber(row.original.value),
            threshold: words.formatNumber(row.original.threshold),
          })}
          {row.original.previous_value !== null ? (
            <span className="block text-xs text-muted-foreground">
              {t("dashboardAlerts.events.previous", { value: words.formatNumber(row.original.previous_value) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "deliveries",
      header: t("dashboardAlerts.events.columns.deliveries"),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          {row.original.deliveries.map((delivery) => (
            <DeliveryBadge key={delivery.id} delivery={delivery} />
          ))}
        </div>
      ),
    },
  ];

  return (
    <section className="space-y-3" aria-labelledby="events-log-title" data-testid="events-log">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="events-log-title" className="text-lg font-semibold text-foreground">
            {t("dashboardAlerts.events.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("dashboardAlerts.events.intro")}</p>
        </div>
        <OptionSelect
          aria-label={t("dashboardAlerts.events.filter")}
          testId="events-rule-filter"
          value={ruleId === null ? "" : String(ruleId)}
          onValueChange={(value) => {
            setRuleId(value ? Number(value) : null);
            setPage(1);
          }}
          options={[
            { value: "", label: t("dashboardAlerts.events.allRules") },
            ...rules.map((rule) => ({ value: String(rule.id), label: rule.name })),
          ]}
          className="w-full sm:w-64"
        />
      </div>
      <DataTable
        columns={columns}
        data={events.data?.list ?? []}
        getRowId={(event) => String(event.id)}
        loading={events.isPending}
        error={events.isError ? { message: describe(events.error), onRetry: () => void events.refetch() } : null}
        empty={t("dashboardAlerts.events.empty")}
        testId="events-table"
      />
      {pages > 1 ? (
        <nav
          aria-label={t("dashboardAlerts.events.title")}
          className="flex items-center justify-end gap-2 text-sm text-muted-foreground"
        >
          <DataTablePager page={page} pages={pages} onPage={setPage} />
        </nav>
      ) : null}
    </section>
  );
}
