"use client";
// /dashboard/collections/{hash_id}/: the collection as a campaign report (issue 19 item 4) — key figures over its
// deduplicated videos, views over time, top videos by growth, per-platform and per-creator breakdowns, CSV and PDF
// downloads — then channels and feeds (with remove), inline rename, delete through the confirm modal, and pickers to
// add the team's feeds and channels.
import { ArrowLeft, FileDown, FileText, FolderX, Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { ShareButton } from "@/features/share/share-dialog";
import { ApiRequestError } from "@/lib/api/client";
import {
  type CollectionItemKind,
  useCollection,
  useCollectionDownload,
  useDeleteCollection,
  useRemoveFromCollection,
} from "@/lib/queries/collections";
import { confirm } from "../../components/modals/events";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { AddItemsModal } from "./add-items-modal";
import { useFigures } from "./format";
import { ChannelsTable, FeedsTable } from "./items-tables";
import { RenameForm } from "./rename-form";
import { ReportChart } from "./report-chart";
import { Breakdown, TopVideos } from "./report-tables";
import { ErrorBlock, LoadingBlock } from "./state-views";
import { TotalsGrid } from "./totals-grid";

export function CollectionDetailView({ hashId }: { hashId: string }) {
  const t = useTranslations();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const figures = useFigures();
  const removeItem = useRemoveFromCollection({ success: t("ui.collections.removed"), error: true });
  const deleteCollection = useDeleteCollection({ success: t("ui.collections.deleted"), error: true });
  // Once deleted, the collection is not fetched again (it would answer 404 while the page navigates away).
  const collection = useCollection(hashId, deleteCollection.isIdle || deleteCollection.isError);
  const lock = useRoleLock(Action.ManageCollections);
  const download = useCollectionDownload({ error: true });
  const [renaming, setRenaming] = useState(false);
  const [picker, setPicker] = useState<CollectionItemKind | null>(null);

  const back = (
    <Link
      href="/dashboard/collections/"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
      {t("ui.collections.back")}
    </Link>
  );

  if (collection.isPending) return <LoadingBlock />;
  if (collection.isError) {
    const missing = collection.error instanceof ApiRequestError && collection.error.code === ErrorCode.NotFound;
    return (
      <div className="space-y-4">
        {back}
        {missing ? (
          <EmptyState icon={FolderX} title={t("ui.collections.notFound")} text={t("ui.collections.notFoundText")} />
        ) : (
          <ErrorBlock message={errorMessage(collection.error)} onRetry={() => void collection.refetch()} />
        )}
      </div>
    );
  }

  const data = collection.data;
  const channels = data.channels ?? [];
  const feeds = data.feeds ?? [];

  const remove = (kind: CollectionItemKind, id: number) =>
    removeItem.mutateAsync({ kind, collectionId: data.id, ids: [id] });

  const askDelete = () =>
    confirm({
      title: t("ui.collections.deleteTitle"),
      message: t("ui.collections.deleteText", { name: data.name }),
      confirmText: t("ui.collections.delete"),
      cancelText: t("ui.common.cancel"),
      color: "danger",
      // The modal stays open on a failure (the message bar says why) and closes once the page navigates.
      onSubmit: () =>
        deleteCollection.mutateAsync({ id: data.id, hashId }).then(() => router.push("/dashboard/collections/")),
    });

  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {renaming ? (
          <RenameForm id={data.id} name={data.name} onDone={() => setRenaming(false)} />
        ) : (
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold text-foreground" data-testid="collection-name">
              {data.name}
            </h1>
            {data.created_at ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {t("ui.collections.createdOn", { date: figures.date(data.created_at) })}
              </p>
            ) : null}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() => download.mutate({ hashId: data.hash_id, kind: "csv" })}
            data-testid="collection-export-csv"
          >
            <FileDown aria-hidden className="h-4 w-4" />
            {t("reports.export.csv")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() => download.mutate({ hashId: data.hash_id, kind: "pdf" })}
            data-testid="collection-export-pdf"
          >
            <FileText aria-hidden className="h-4 w-4" />
            {t("reports.export.pdf")}
          </Button>
          <ShareButton kind="collection" itemId={data.hash_id} />
          <RoleLocked lock={lock} className="flex-wrap gap-2">
            <div className="flex flex-wrap gap-2">
              {renaming ? null : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={lock.locked}
                  onClick={() => setRenaming(true)}
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                  {t("ui.collections.rename")}
                </Button>
              )}
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={lock.locked}
                onClick={askDelete}
                data-testid="collection-delete"
              >
                <Trash2 aria-hidden className="h-4 w-4 text-destructive" />
                {t("ui.collections.delete")}
              </Button>
            </div>
          </RoleLocked>
        </div>
      </div>

      <TotalsGrid totals={data.totals} />
      <p className="-mt-4 text-xs text-muted-foreground">{t("reports.figures.videosHint")}</p>

      {data.report ? (
        <>
          <ReportChart report={data.report} />
          <TopVideos videos={data.report.top} />
          {/* Side by side only where each half is wider than a table's 32rem minimum: at lg (1024–1535 px with the
              sidebar) a half is ~480 px and cut off the "Eng. rate" column (QA s10 item 5). */}
          <div className="grid min-w-0 gap-6 2xl:grid-cols-2">
            <Breakdown kind="platforms" rows={data.report.platforms} />
            <Breakdown kind="creators" rows={data.report.creators} />
          </div>
        </>
      ) : null}

      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t("ui.collections.channelsTitle", { count: channels.length })}</CardTitle>
          <RoleLocked lock={lock}>
            <Button
              type="button"
              size="sm"
              disabled={lock.locked}
              onClick={() => setPicker("channel")}
              data-testid="add-channels"
            >
              <Plus aria-hidden className="h-4 w-4" />
              {t("ui.collections.addChannels")}
            </Button>
          </RoleLocked>
        </CardHeader>
        <ChannelsTable channels={channels} onRemove={(channel) => remove("channel", channel.id)} />
      </Card>

      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t("ui.collections.feedsTitle", { count: feeds.length })}</CardTitle>
          <RoleLocked lock={lock}>
            <Button
              type="button"
              size="sm"
              disabled={lock.locked}
              onClick={() => setPicker("feed")}
              data-testid="add-feeds"
            >
              <Plus aria-hidden className="h-4 w-4" />
              {t("ui.collections.addFeeds")}
            </Button>
          </RoleLocked>
        </CardHeader>
        <FeedsTable feeds={feeds} onRemove={(feed) => remove("feed", feed.id)} />
      </Card>

      <AddItemsModal
        kind={picker ?? "feed"}
        collectionId={data.id}
        existing={picker === "channel" ? channels.map((c) => c.id) : feeds.map((f) => f.id)}
        open={picker !== null}
        onOpenChange={(open) => {
          if (!open) setPicker(null);
        }}
      />
    </div>
  );
}
