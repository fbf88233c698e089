"use client";
// "Add feeds" / "Add channels": the team's tracked feeds or channels with checkboxes; items already in the
// collection are shown checked and cannot be picked again.
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  type CollectionItemKind,
  useAddToCollection,
  useChannelPicker,
  useFeedPicker,
} from "@/lib/queries/collections";
import { Modal, ModalFooter } from "../../components/modals/modal";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { ErrorBlock, LoadingBlock } from "./state-views";

interface Option {
  id: number;
  title: string;
  subtitle: string | null;
}

function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The picker's rows: the team's feeds (searched by the API) or channels, as a title and a subtitle. */
function useOptions(kind: CollectionItemKind, q: string, open: boolean) {
  const t = useTranslations();
  const feeds = useFeedPicker(q, open && kind === "feed");
  const channels = useChannelPicker(open && kind === "channel");
  const query = kind === "feed" ? feeds : channels;
  const options: Option[] | undefined =
    kind === "feed"
      ? feeds.data?.map((feed) => ({
          id: feed.id,
          title: feed.caption?.trim() || feed.url || t("ui.collections.untitledFeed"),
          subtitle: feed.channel?.handle ? `@${feed.channel.handle.replace(/^@/, "")}` : feed.platform,
        }))
      : channels.data?.map((channel) => ({
          id: channel.id,
          title: channel.name || channel.handle || String(channel.id),
          subtitle: channel.handle ? `@${channel.handle.replace(/^@/, "")}` : channel.platform,
        }));
  return {
    data: options,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

export function AddItemsModal({
  kind,
  collectionId,
  existing,
  open,
  onOpenChange,
}: {
  kind: CollectionItemKind;
  collectionId: number;
  existing: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const baseId = useId();
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const addItems = useAddToCollection({
    success: (_data, { ids }) => t("ui.collections.added", { count: ids.length }),
    error: true,
  });
  const submitting = addItems.isPending;
  const q = useDebounced(query.trim());
  const options = useOptions(kind, q, open);
  const already = new Set(existing);

  useEffect(() => {
    if (open) {
      setQuery("");
      setSelected(new Set());
    }
  }, [open]);

  const needle = query.trim().toLowerCase();
  const visible =
    kind === "channel" && needle
      ? (options.data ?? []).filter((o) => `${o.title} ${o.subtitle ?? ""}`.toLowerCase().includes(needle))
      : (options.data ?? []);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = () => {
    if (selected.size === 0) return;
    addItems.mutate({ kind, collectionId, ids: [...selected] }, { onSuccess: () => onOpenChange(false) });
  };

  const title = kind === "feed" ? t("ui.collections.addFeedsTitle") : t("ui.collections.addChannelsTitle");
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!submitting) onOpenChange(next);
      }}
      title={title}
      className="max-w-lg"
      testId={`add-${kind}-modal`}
    >
      <div className="space-y-3 px-5 pt-4">
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-3 start-3 h-4 w-4 text-muted-foreground" />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={kind === "feed" ? t("ui.collections.searchFeeds") : t("ui.collections.searchChannels")}
            aria-label={kind === "feed" ? t("ui.collections.searchFeeds") : t("ui.collections.searchChannels")}
            className="ps-9"
          />
        </div>
        {options.isPending ? (
          <LoadingBlock />
        ) : options.isError ? (
          <ErrorBlock message={errorMessage(options.error)} onRetry={() => void options.refetch()} />
        ) : visible.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {kind === "feed" ? t("ui.collections.noFeedsToAdd") : t("ui.collections.noChannelsToAdd")}
          </p>
        ) : (
          <fieldset className="max-h-80 overflow-y-auto rounded-md border border-border">
            <legend className="sr-only">{title}</legend>
            <ul className="divide-y divide-border">
              {visible.map((option) => {
                const inCollection = already.has(option.id);
                const id = `${baseId}-${option.id}`;
                return (
                  <li key={option.id}>
                    <label
                      htmlFor={id}
                      className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted has-[:disabled]:cursor-default has-[:disabled]:opacity-60"
                    >
                      <input
                        id={id}
                        type="checkbox"
                        className="h-4 w-4 shrink-0 accent-primary"
                        checked={inCollection || selected.has(option.id)}
                        disabled={inCollection || submitting}
                        onChange={() => toggle(option.id)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-foreground">{option.title}</span>
                        {option.subtitle ? (
                          <span className="block truncate text-xs text-muted-foreground">{option.subtitle}</span>
                        ) : null}
                      </span>
                      {inCollection ? (
                        <span className="shrink-0 text-xs text-muted-foreground">
                          {t("ui.collections.alreadyAdded")}
                        </span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
      </div>
      <ModalFooter>
        <Button type="button" variant="outline" disabled={submitting} onClick={() => onOpenChange(false)}>
          {t("ui.common.cancel")}
        </Button>
        <Button type="button" disabled={submitting || selected.size === 0} onClick={() => void add()}>
          {submitting ? t("ui.common.submitting") : t("ui.collections.addSelected", { count: selected.size })}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
