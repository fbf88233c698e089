"use client";
// /dashboard/feeds: add videos, and the tracked feeds list.
import { useTranslations } from "next-intl";
import { Tooltip } from "radix-ui";
import { PageHeading } from "@/components/layout/empty-state";
import { AddFeedsPanel } from "./add-feeds-panel";
import { FeedsList } from "./feeds-list";

export function FeedsView() {
  const t = useTranslations();
  return (
    <Tooltip.Provider delayDuration={200}>
      <PageHeading>{t("tracking.feeds.title")}</PageHeading>
      <div className="space-y-6">
        <AddFeedsPanel />
        <FeedsList />
      </div>
    </Tooltip.Provider>
  );
}
