"use client";
// /dashboard/collections/: the team's collections as cards, with "New collection".
import { Folder, FolderOpen, FolderPlus } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { useCollections } from "@/lib/queries/collections";
import { openNewCollection } from "../../components/modals/events";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { ErrorBlock, LoadingBlock } from "./state-views";

export function CollectionsView() {
  const t = useTranslations();
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const collections = useCollections();
  const lock = useRoleLock(Action.ManageCollections);

  const newButton = (
    <RoleLocked lock={lock}>
      <Button type="button" onClick={openNewCollection} disabled={lock.locked} data-testid="collections-new">
        <FolderPlus aria-hidden className="h-4 w-4" />
        {t("ui.collections.newButton")}
      </Button>
    </RoleLocked>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-foreground">{t("dashboard.nav.collections")}</h1>
        {newButton}
      </div>
      {collections.isPending ? (
        <LoadingBlock />
      ) : collections.isError ? (
        <ErrorBlock message={errorMessage(collections.error)} onRetry={() => void collections.refetch()} />
      ) : collections.data.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={t("dashboard.empty.collectionsTitle")}
          text={t("dashboard.empty.collectionsText")}
        >
          {newButton}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="collections-grid">
          {collections.data.map((collection) => (
            <li key={collection.id}>
              <Link
                href={`/dashboard/collections/${collection.hash_id}/`}
                className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex items-center gap-3">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <Folder aria-hidden className="h-4 w-4" />
                  </span>
                  <span className="truncate text-base font-semibold text-foreground">{collection.name}</span>
                </span>
                <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span>{t("ui.collections.channelCount", { count: collection.channels ?? 0 })}</span>
                  <span>{t("ui.collections.feedCount", { count: collection.feeds ?? 0 })}</span>
                </span>
                {collection.created_at ? (
                  <span className="text-xs text-muted-foreground">
                    {t("ui.collections.createdOn", {
                      date: format.dateTime(new Date(collection.created_at), { dateStyle: "medium" }),
                    })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
