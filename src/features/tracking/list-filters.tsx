"use client";
// The platform and status filters and the page stepper shared by the feeds and channels lists, on the UI kit.
import { useTranslations } from "next-intl";
import { DataTablePager } from "@/components/ui/data-table-pager";
import { OptionSelect } from "@/components/ui/select";
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
      <OptionSelect
        aria-label={t("tracking.filters.platform")}
        value={platform}
        onValueChange={(value) => onChange({ platform: value })}
        options={[
          { value: "", label: t("tracking.filters.allPlatforms") },
          ...PLATFORMS.map((name) => ({ value: name, label: platformLabel(name) })),
        ]}
      />
      <OptionSelect
        aria-label={t("tracking.filters.status")}
        value={status}
        onValueChange={(value) => onChange({ status: value })}
        options={[
          { value: "", label: t("tracking.filters.allStatuses") },
          ...statuses.map((value) => ({ value: String(value), label: statusLabel(value) })),
        ]}
      />
    </>
  );
}

/** Previous / "page N of M" / next, shared by the feeds and channels lists (the kit's pager). */
export const PageStepper = DataTablePager;
