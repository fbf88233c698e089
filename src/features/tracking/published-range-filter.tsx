"use client";
// The published-date range of the feeds list behind one toolbar button (issue 20 item 2: the toolbar fits one line
// at 1366 px); the button names the chosen range, so a set filter stays visible while the panel is closed.
import { CalendarRange } from "lucide-react";
import { useTranslations } from "next-intl";
import { Popover } from "radix-ui";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function PublishedRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (change: { published_from?: string; published_to?: string }) => void;
}) {
  const t = useTranslations();
  const id = useId();
  // The dates as the inputs hold them (YYYY-MM-DD): a calendar day, with no time zone to shift it.
  const range = from || to ? `${from || "…"} – ${to || "…"}` : null;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button type="button" variant="outline" className="max-w-64" data-testid="published-filter">
          <CalendarRange aria-hidden className="h-4 w-4 shrink-0" />
          <span className="truncate">{range ?? t("tracking.columns.publishedOn")}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 flex flex-col gap-3 rounded-lg border border-border bg-popover p-3 text-popover-foreground shadow-lg"
        >
          <div className="flex flex-col text-xs font-medium text-muted-foreground">
            <label htmlFor={`${id}-from`}>{t("tracking.filters.publishedFrom")}</label>
            <Input
              id={`${id}-from`}
              type="date"
              className="mt-1 w-44"
              value={from}
              max={to || undefined}
              onChange={(event) => onChange({ published_from: event.target.value })}
            />
          </div>
          <div className="flex flex-col text-xs font-medium text-muted-foreground">
            <label htmlFor={`${id}-to`}>{t("tracking.filters.publishedTo")}</label>
            <Input
              id={`${id}-to`}
              type="date"
              className="mt-1 w-44"
              value={to}
              min={from || undefined}
              onChange={(event) => onChange({ published_to: event.target.value })}
            />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
