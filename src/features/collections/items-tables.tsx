"use client";
// A collection's channels and feeds on the kit's DataTable, each row with a remove button. The two tables share
// the identity cell (picture, name, handle) and the remove button; only their figure columns differ.
import type { ColumnDef } from "@tanstack/react-table";
import { Play, Trash2, Tv } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { cn } from "@/lib/cn";
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

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => Promise<void> }) {
  const t = useTranslations();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={busy}
      aria-label={label}
      title={label}
      onClick={async () => {
        setBusy(true);
        try {
          await onRemove();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Trash2 aria-hidden className="h-4 w-4 text-destructive" />
      <span className="hidden sm:inline">{t("ui.collections.remove")}</span>
    </Button>
  );
}

/** Picture, title (a link when the item has one) and handle. */
function Identity({
  src,
  round,
  title,
  href,
  handle,
}: {
  src: string | null;
  round?: boolean;
  title: string;
  href?: string | null;
  handle?: string | null;
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
            className={cn(name, "hover:text-primary hover:underline")}
          >
            {title}
          </a>
        ) : (
          <span className={name}>{title}</span>
        )}
        {handle ? <span className="block text-xs text-muted-foreground">@{handle.replace(/^@/, "")}</span> : null}
      </span>
    </span>
  );
}

const muted = { className: "capitalize text-muted-foreground" };
const figure = { align: "end" } as const;

export function ChannelsTable({
  channels,
  onRemove,
}: {
  channels: CollectionChannel[];
  onRemove: (channel: CollectionChannel) => Promise<void>;
}) {
  const t = useTranslations();
  const figures = useFigures();
  const title = (channel: CollectionChannel) => channel.name || channel.handle || String(channel.id);
  const columns: ColumnDef<CollectionChannel>[] = [
    {
      id: "channel",
      header: () => t("ui.collections.columns.channel"),
      cell: ({ row: { original: channel } }) => (
        <Identity src={channel.avatar} round title={title(channel)} handle={channel.handle} />
      ),
    },
    {
      id: "platform",
      header: () => t("ui.collections.columns.platform"),
      meta: muted,
      cell: ({ row }) => row.original.platform ?? t("ui.common.unknown"),
    },
    {
      id: "followers",
      header: () => t("ui.collections.columns.followers"),
      meta: figure,
      cell: ({ row }) => figures.count(row.original.followers),
    },
    {
      id: "median",
      header: () => t("ui.collections.columns.medianViews"),
      meta: figure,
      cell: ({ row }) => figures.count(row.original.median_views),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("ui.collections.columns.actions")}</span>,
      meta: figure,
      cell: ({ row: { original: channel } }) => (
        <RemoveButton
          label={t("ui.collections.removeItem", { name: title(channel) })}
          onRemove={() => onRemove(channel)}
        />
      ),
    },
  ];
  return (
    <DataTable
      testId="collection-channels"
      bare
      columns={columns}
      data={channels}
      getRowId={(channel) => String(channel.id)}
      empty={t("ui.collections.noChannels")}
    />
  );
}

export function FeedsTable({
  feeds,
  onRemove,
}: {
  feeds: CollectionFeed[];
  onRemove: (feed: CollectionFeed) => Promise<void>;
}) {
  const t = useTranslations();
  const figures = useFigures();
  const title = (feed: CollectionFeed) => feed.caption?.trim() || t("ui.collections.untitledFeed");
  const columns: ColumnDef<CollectionFeed>[] = [
    {
      id: "feed",
      header: () => t("ui.collections.columns.feed"),
      cell: ({ row: { original: feed } }) => (
        <Identity src={feed.thumbnail} title={title(feed)} href={feed.url} handle={feed.channel?.handle} />
      ),
    },
    {
      id: "platform",
      header: () => t("ui.collections.columns.platform"),
      meta: muted,
      cell: ({ row }) => row.original.platform ?? t("ui.common.unknown"),
    },
    {
      id: "views",
      header: () => t("ui.collections.columns.views"),
      meta: figure,
      cell: ({ row }) => figures.count(row.original.views),
    },
    {
      id: "engagement",
      header: () => t("ui.collections.columns.engagement"),
      meta: figure,
      cell: ({ row }) => figures.count(row.original.engagement),
    },
    {
      id: "outlier",
      header: () => t("ui.collections.columns.outlier"),
      meta: figure,
      cell: ({ row }) => figures.multiple(row.original.outlet),
    },
    {
      id: "published",
      header: () => t("ui.collections.columns.published"),
      meta: { className: "text-muted-foreground" },
      cell: ({ row }) => figures.date(row.original.published_on),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("ui.collections.columns.actions")}</span>,
      meta: figure,
      cell: ({ row: { original: feed } }) => (
        <RemoveButton label={t("ui.collections.removeItem", { name: title(feed) })} onRemove={() => onRemove(feed)} />
      ),
    },
  ];
  return (
    <DataTable
      testId="collection-feeds"
      bare
      columns={columns}
      data={feeds}
      getRowId={(feed) => String(feed.id)}
      empty={t("ui.collections.noFeeds")}
    />
  );
}
