"use client";
// The sidebar's collections section: the team's collections (refetched after every collection write), the
// active one highlighted, and "New" opening the new-collection modal.
import { Folder, FolderPlus } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { cn } from "@/lib/cn";
import { useCollections } from "@/lib/queries/collections";
import { openNewCollection } from "../../components/modals/events";

export function SidebarCollections() {
  const t = useTranslations();
  const pathname = usePathname();
  const collections = useCollections();
  const lock = useRoleLock(Action.ManageCollections);

  return (
    <div className="mt-4 border-t border-border pt-4" data-testid="sidebar-collections">
      <div className="flex items-center justify-between px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Link href="/dashboard/collections/" className="rounded hover:text-foreground">
          {t("dashboard.nav.collections")}
        </Link>
        <RoleLocked lock={lock}>
          <button
            type="button"
            disabled={lock.locked}
            onClick={(event) => {
              // Keep the drawer open on phones: the modal opens over it.
              event.stopPropagation();
              openNewCollection();
            }}
            className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-accent-foreground normal-case hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
            data-testid="sidebar-new-collection"
          >
            <FolderPlus aria-hidden className="h-3.5 w-3.5" />
            {t("dashboard.nav.newCollection")}
          </button>
        </RoleLocked>
      </div>
      {collections.isPending ? (
        <div className="px-3 py-1 text-xs text-muted-foreground">
          <Spinner className="h-3.5 w-3.5" label={t("ui.common.loading")} />
        </div>
      ) : collections.isError ? (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            void collections.refetch();
          }}
          className="px-3 text-left text-xs text-destructive hover:underline"
        >
          {t("ui.collections.sidebarError")}
        </button>
      ) : collections.data.length === 0 ? (
        <p className="px-3 text-xs text-muted-foreground">{t("dashboard.nav.noCollections")}</p>
      ) : (
        <ul className="space-y-0.5">
          {collections.data.map((collection) => {
            const href = `/dashboard/collections/${collection.hash_id}/`;
            const active = pathname.replace(/\/$/, "") === href.replace(/\/$/, "");
            return (
              <li key={collection.id}>
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-1.5 text-sm transition-colors",
                    active
                      ? "bg-accent font-medium text-accent-foreground"
                      : "text-muted-foreground hover:bg-muted hover:text-foreground",
                  )}
                >
                  <Folder aria-hidden className="h-4 w-4 shrink-0" />
                  <span className="truncate">{collection.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
