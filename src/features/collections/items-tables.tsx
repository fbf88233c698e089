"use client";
// A collection's channels and feeds: one table on the kit's DataTable (identity, platform, figures, a remove
// button per row); the two kinds differ only in their identity cell and figure columns.
import { useMutation } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Play, Trash2, Tv } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import type { PlatformName } from "@/domain/platforms";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { cn } from "@/lib/cn";
import { DemoRowMark } from "../demo/demo-row-mark";
import { platformLabel } from "../tracking/status";
import { useFigures } from "./format";
import type { CollectionChannel, CollectionFeed } from "./types";

function Thumb({ src, round }: { src: string | null; round?: boolean }) {
  const [broken, setBroken] = useState(false);
  const shape = round ? "h-8 w-8 rounded-full" : "h-10 w-8 rounded";
  if (!src || broken) {
    const Icon = round ? Tv : Play;
    return (
      <span
        aria-hidden
        className={cn("flex shrink-0 items-center justify-center bg-muted text-muted-foreground", shape)}
      >
        <Icon className="h-3.5 w-3.5" />
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: remote platform images of any host
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className={cn("shrink-0 bg-muted object-cover", shape)}
    />
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => Promise<unknown> }) {
  const t = useTranslations();
  // The caller's mutation reports the outcome; this one only knows while its own row's removal runs.
  const removal = useMutation({ mutationFn: onRemove });
  const lock = useRoleLock(Action.ManageCollections);
  return (
    <RoleLocked lock={lock}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={removal.isPending || lock.locked}
        aria-label={label}
        title={label}
        onClick={() => removal.mutate()}
      >
        <Trash2 aria-hidden className="h-4 w-4 text-destructive" />
        <span className="hidden sm:inline">{t("ui.collections.remove")}</span>
      </Button>
    </RoleLocked>
  );
}

/** Picture, title (a link when the item has one), handle, and the demo mark on demo rows. */
function Identity({
  src,
  round,
  title,
  href,
  handle,
  demo = false,
}: {
  src: string | null;
  round?: boolean;
  title: string;
  href?: string | null;
  handle?: string | null;
  demo?: boolean;
}) {
  const name = "block max-w-48 truncate font-medium text-foreground sm:max-w-64";
  return (
    <span className="flex items-center gap-3">
      <Thumb src={src} round={round} />
      <span className="min-w-0">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            dir="auto"
            className={cn(name, "hover:text-primary hover:underline")}
          >
            {title}
          </a>
        ) : (
          <span dir="auto" className={name}>
            {title}
          </span>
        )}
        {handle || demo ? (
          <span className="block text-xs text-muted-foreground">
            {handle ? `@${handle.replace(/^@/, "")}` : null}
            <DemoRowMark demo={demo} />
          </span>
        ) : null}
      </span>
    </span>
  );
}

/** One figure column, lined up at the cell's end. */
function figure<T>(id: string, header: string, value: (row: T) => string, className?: string): ColumnDef<T> {
  return { id, header: () => header, meta: { align: "end", className }, cell: ({ row }) => value(row.original) };
}

/** The table both kinds share: identity, platform, the kind's figures, and a remove button per row. */
function ItemsTable<T extends { id: number; platform: PlatformName | null }>({
  testId,
  items,
  identity,
  figures,
  title,
  empty,
  onRemove,
}: {
  testId: string;
  items: T[];
  identity: ColumnDef<T>;
  figures: ColumnDef<T>[];
  title: (item: T) => string;
  empty: string;
  onRemove: (item: T) => Promise<unknown>;
}) {
  const t = useTranslations();
  const columns: ColumnDef<T>[] = [
    identity,
    {
      id: "platform",
      header: () => t("ui.collections.columns.platform"),
      meta: { className: "text-muted-foreground" },
      cell: ({ row }) => (row.original.platform ? platformLabel(row.original.platform) : t("ui.common.unknown")),
    },
    ...figures,
    {
      id: "actions",
      header: () => <span className="sr-only">{t("ui.collections.columns.actions")}</span>,
      meta: { align: "end" },
      cell: ({ row: { original: item } }) => (
        <RemoveButton label={t("ui.collections.removeItem", { name: title(item) })} onRemove={() => onRemove(item)} />
      ),
    },
  ];
  return (
    <DataTable testId={testId} bare columns={columns} data={items} getRowId={(item) => String(item.id)} empty={empty} />
  );
}

export function ChannelsTable({
  channels,
  onRemove,
}: {
  channels: CollectionChannel[];
  onRemove: (channel: CollectionChannel) => Promise<unknown>;
}) {
  const t = useTranslations();
  const figures = useFigures();
  const title = (channel: CollectionChannel) => channel.name || channel.handle || String(channel.id);
  return (
    <ItemsTable
      testId="collection-channels"
      items={channels}
      title={title}
      empty={t("ui.collections.noChannels")}
      onRemove={onRemove}
      identity={{
        id: "channel",
        header: () => t("ui.collections.columns.channel"),
        cell: ({ row: { original: channel } }) => (
          <Identity src={channel.avatar} round title={title(channel)} handle={channel.handle} demo={channel.is_demo} />
        ),
      }}
      figures={[
        figure<CollectionChannel>("followers", t("ui.collections.columns.followers"), (channel) =>
          figures.count(channel.followers),
        ),
        figure<CollectionChannel>("median", t("ui.collections.columns.medianViews"), (channel) =>
          figures.count(channel.median_views),
        ),
      ]}
    />
  );
}

export function FeedsTable({
  feeds,
  onRemove,
}: {
  feeds: CollectionFeed[];
  onRemove: (feed: CollectionFeed) => Promise<unknown>;
}) {
  const t = useTranslations();
  const figures = useFigures();
  const title = (feed: CollectionFeed) => feed.caption?.trim() || t("ui.collections.untitledFeed");
  return (
    <ItemsTable
      testId="collection-feeds"
      items={feeds}
      title={title}
      empty={t("ui.collections.noFeeds")}
      onRemove={onRemove}
      identity={{
        id: "feed",
        header: () => t("ui.collections.columns.feed"),
        cell: ({ row: { original: feed } }) => (
          <Identity
            src={feed.thumbnail}
            title={title(feed)}
            href={feed.url}
            handle={feed.channel?.handle}
            demo={feed.is_demo}
          />
        ),
      }}
      figures={[
        figure<CollectionFeed>("views", t("ui.collections.columns.views"), (feed) => figures.count(feed.views)),
        figure<CollectionFeed>("engagement", t("ui.collections.columns.engagement"), (feed) =>
          figures.count(feed.engagement),
        ),
        figure<CollectionFeed>("outlier", t("ui.collections.columns.outlier"), (feed) => figures.multiple(feed.outlet)),
        {
          id: "published",
          header: () => t("ui.collections.columns.published"),
          meta: { className: "text-muted-foreground" },
          cell: ({ row }) => figures.date(row.original.published_on),
        },
      ]}
    />
  );
}
