"use client";
// A collection's channels and feeds as simple tables with a remove button per row (scrolls sideways on phones).
import { useMutation } from "@tanstack/react-query";
import { Play, Trash2, Tv } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFigures } from "./format";
import type { CollectionChannel, CollectionFeed } from "./types";

const th = "px-3 py-2 text-start text-xs font-medium whitespace-nowrap text-slate-500 dark:text-slate-400";
const td = "px-3 py-2 align-middle whitespace-nowrap";

function Thumb({ src, round }: { src: string | null; round?: boolean }) {
  const [broken, setBroken] = useState(false);
  const shape = round ? "h-8 w-8 rounded-full" : "h-10 w-8 rounded";
  if (!src || broken) {
    const Icon = round ? Tv : Play;
    return (
      <span
        aria-hidden
        className={`flex shrink-0 items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500 ${shape}`}
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
      className={`shrink-0 bg-slate-100 object-cover dark:bg-slate-800 ${shape}`}
    />
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => Promise<unknown> }) {
  const t = useTranslations();
  // The caller's mutation reports the outcome; this one only knows while its own row's removal runs.
  const removal = useMutation({ mutationFn: onRemove });
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={removal.isPending}
      aria-label={label}
      title={label}
      onClick={() => removal.mutate()}
    >
      <Trash2 aria-hidden className="h-4 w-4 text-red-600 dark:text-red-400" />
      <span className="hidden sm:inline">{t("ui.collections.remove")}</span>
    </Button>
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
  if (channels.length === 0)
    return <p className="px-5 py-6 text-sm text-slate-500 dark:text-slate-400">{t("ui.collections.noChannels")}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="collection-channels">
        <thead className="border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={th}>
              {t("ui.collections.columns.channel")}
            </th>
            <th scope="col" className={th}>
              {t("ui.collections.columns.platform")}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t("ui.collections.columns.followers")}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t("ui.collections.columns.medianViews")}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t("ui.collections.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {channels.map((channel) => {
            const title = channel.name || channel.handle || String(channel.id);
            return (
              <tr key={channel.id}>
                <td className={td}>
                  <span className="flex items-center gap-3">
                    <Thumb src={channel.avatar} round />
                    <span className="min-w-0">
                      <span className="block max-w-48 truncate font-medium text-slate-900 dark:text-slate-100">
                        {title}
                      </span>
                      {channel.handle ? (
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          @{channel.handle.replace(/^@/, "")}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </td>
                <td className={`${td} text-slate-600 capitalize dark:text-slate-400`}>
                  {channel.platform ?? t("ui.common.unknown")}
                </td>
                <td className={`${td} text-end tabular-nums`}>{figures.count(channel.followers)}</td>
                <td className={`${td} text-end tabular-nums`}>{figures.count(channel.median_views)}</td>
                <td className={`${td} text-end`}>
                  <RemoveButton
                    label={t("ui.collections.removeItem", { name: title })}
                    onRemove={() => onRemove(channel)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
  if (feeds.length === 0)
    return <p className="px-5 py-6 text-sm text-slate-500 dark:text-slate-400">{t("ui.collections.noFeeds")}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="collection-feeds">
        <thead className="border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={th}>
              {t("ui.collections.columns.feed")}
            </th>
            <th scope="col" className={th}>
              {t("ui.collections.columns.platform")}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t("ui.collections.columns.views")}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t("ui.collections.columns.engagement")}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t("ui.collections.columns.outlier")}
            </th>
            <th scope="col" className={th}>
              {t("ui.collections.columns.published")}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t("ui.collections.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {feeds.map((feed) => {
            const title = feed.caption?.trim() || t("ui.collections.untitledFeed");
            return (
              <tr key={feed.id}>
                <td className={td}>
                  <span className="flex items-center gap-3">
                    <Thumb src={feed.thumbnail} />
                    <span className="min-w-0">
                      {feed.url ? (
                        <a
                          href={feed.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="block max-w-64 truncate font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100"
                        >
                          {title}
                        </a>
                      ) : (
                        <span className="block max-w-64 truncate font-medium text-slate-900 dark:text-slate-100">
                          {title}
                        </span>
                      )}
                      {feed.channel?.handle ? (
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          @{feed.channel.handle.replace(/^@/, "")}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </td>
                <td className={`${td} text-slate-600 capitalize dark:text-slate-400`}>
                  {feed.platform ?? t("ui.common.unknown")}
                </td>
                <td className={`${td} text-end tabular-nums`}>{figures.count(feed.views)}</td>
                <td className={`${td} text-end tabular-nums`}>{figures.count(feed.engagement)}</td>
                <td className={`${td} text-end tabular-nums`}>{figures.multiple(feed.outlet)}</td>
                <td className={`${td} text-slate-600 dark:text-slate-400`}>{figures.date(feed.published_on)}</td>
                <td className={`${td} text-end`}>
                  <RemoveButton
                    label={t("ui.collections.removeItem", { name: title })}
                    onRemove={() => onRemove(feed)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
