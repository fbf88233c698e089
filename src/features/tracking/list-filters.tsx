"use client";
// The platform and status filters and the page stepper shared by the feeds and channels lists.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { selectClass } from "@/components/ui/select-class";
import { PLATFORMS, platformLabel, useStatusLabel } from "./status";

export function PlatformStatusFilters({
  platform,
  status,
  statuses,
  onChange,
}: {
  platform: string;
  status: string;
  statuses: readonly number[];
  onChange: (change: { platform?: string; status?: string }) => void;
}) {
  const t = useTranslations();
  const statusLabel = useStatusLabel();
  return (
    <>
      <select
        className={selectClass}
        aria-label={t("tracking.filters.platform")}
        value={platform}
        onChange={(event) => onChange({ platform: event.target.value })}
      >
        <option value="">{t("tracking.filters.allPlatforms")}</option>
        {PLATFORMS.map((name) => (
          <option key={name} value={name}>
            {platformLabel(name)}
          </option>
        ))}
      </select>
      <select
        className={selectClass}
        aria-label={t("tracking.filters.status")}
        value={status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">{t("tracking.filters.allStatuses")}</option>
        {statuses.map((value) => (
          <option key={value} value={String(value)}>
            {statusLabel(value)}
          </option>
        ))}
      </select>
    </>
  );
}

/** Previous / "page N of M" / next, shared by the feeds and channels lists. */
export function PageStepper({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useTranslations();
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("tracking.table.previous")}
      </Button>
      <span>{t("tracking.table.page", { page, pages })}</span>
      <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("tracking.table.next")}
      </Button>
    </>
  );
}
