"use client";
// A shared collection: its totals, views per feed as a chart, and its feeds and channels in sortable tables.
import { useTranslations } from "next-intl";
import type { CollectionDetail } from "@/domain/contracts/collection";
import { SectionCard } from "../analyze/section-card";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { TotalsGrid } from "../collections/totals-grid";
import { SharedChannelsTable } from "./shared-channels-table";
import { SharedFeedsTable } from "./shared-feeds-table";
import { ViewsBars } from "./views-bars";

export function SharedCollection({ collection }: { collection: CollectionDetail }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-foreground" data-testid="shared-title">
        {collection.name}
      </h1>
      <TotalsGrid totals={collection.totals} />
      {collection.feeds.length ? (
        <SectionCard title={t("share.view.viewsByFeed")}>
          <ViewsBars feeds={collection.feeds} format={format} />
        </SectionCard>
      ) : null}
      <SectionCard title={t("share.view.feeds", { count: collection.feeds.length })}>
        <SharedFeedsTable feeds={collection.feeds} format={format} />
      </SectionCard>
      {collection.channels.length ? (
        <SectionCard title={t("share.view.channels", { count: collection.channels.length })}>
          <SharedChannelsTable channels={collection.channels} format={format} />
        </SectionCard>
      ) : null}
    </div>
  );
}
