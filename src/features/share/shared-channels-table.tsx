"use client";
// A shared collection's channels on the kit's DataTable, sorted in the browser.
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/ui/data-table";
import type { ChannelItem } from "@/domain/contracts/tracking";
import { AccountAvatar } from "../analyze/account-avatar";
import { CountValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import { platformLabel } from "../tracking/status";

export function SharedChannelsTable({ channels, format }: { channels: ChannelItem[]; format: AnalyzeFormat }) {
  const t = useTranslations();
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
  const name = (channel: ChannelItem) => channel.name || channel.handle || channel.platform_id;
  const columns: ColumnDef<ChannelItem>[] = [
    {
      id: "channel",
      header: () => t("share.view.channel"),
      enableSorting: false,
      cell: ({ row: { original: channel } }) => (
        <span className="flex items-center gap-3">
          <AccountAvatar src={channel.avatar} name={name(channel)} className="h-8 w-8" />
          <span className="min-w-0">
            <span className="block max-w-56 truncate font-medium text-foreground">{name(channel)}</span>
            <span className="block text-xs text-muted-foreground">{platformLabel(channel.platform)}</span>
          </span>
        </span>
      ),
    },
    {
      id: "followers",
      accessorFn: (channel) => channel.followers ?? undefined,
      sortUndefined: "last",
      header: () => t("tracking.channels.followers"),
      meta: { align: "end" },
      cell: ({ row }) => count(row.original.followers),
    },
    {
      id: "median",
      accessorFn: (channel) => channel.median_views ?? undefined,
      sortUndefined: "last",
      header: () => t("tracking.channels.medianViews"),
      meta: { align: "end" },
      cell: ({ row }) => count(row.original.median_views),
    },
  ];
  return (
    <DataTable
      testId="shared-channels"
      bare
      columns={columns}
      data={channels}
      sorting="client"
      getRowId={(channel) => String(channel.id)}
    />
  );
}
