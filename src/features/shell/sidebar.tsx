"use client";
import { ChevronDown, UserPlus, Users } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { canManageTeam } from "@/domain/roles";
import { SidebarCollections } from "@/features/collections/sidebar-collections";
import type { MessageKey } from "@/i18n/types";
import { cn } from "@/lib/cn";
import type { UserInfo } from "@/lib/store/types";
import { isActive, isGroup, NAV_ITEMS, type NavLink } from "./nav-items";
import { usePlanLabel } from "./use-labels";

type T = (key: MessageKey) => string;
type Key = MessageKey;

function LinkRow({ link, pathname, t, nested }: { link: NavLink; pathname: string; t: T; nested?: boolean }) {
  const active = isActive(link, pathname);
  const Icon = link.icon;
  return (
    <Link
      href={link.href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors",
        nested && "pl-10",
        active ? "bg-brand-50 font-medium text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
      )}
    >
      {Icon ? <Icon aria-hidden className="h-4 w-4" /> : null}
      {t(link.label as Key)}
    </Link>
  );
}

export function Sidebar({ user, onNavigate }: { user: UserInfo; onNavigate?: () => void }) {
  const t = useTranslations();
  const pathname = usePathname();
  const planLabel = usePlanLabel();
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(NAV_ITEMS.filter(isGroup).map((g) => [g.label, g.children.some((c) => isActive(c, pathname))])),
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicks bubble from links, which are keyboard accessible
    <nav aria-label="Main" className="flex h-full flex-col gap-1 overflow-y-auto p-3" onClick={onNavigate}>
      {NAV_ITEMS.map((item) => {
        if (!isGroup(item)) return <LinkRow key={item.label} link={item} pathname={pathname} t={t} />;
        const expanded = open[item.label] ?? false;
        const Icon = item.icon;
        const section = t(item.label as Key);
        return (
          <div key={item.label}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-label={t("dashboard.nav.toggleSection", { section })}
              onClick={(event) => {
                event.stopPropagation();
                setOpen((o) => ({ ...o, [item.label]: !expanded }));
              }}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-600 hover:bg-slate-100"
            >
              <Icon aria-hidden className="h-4 w-4" />
              <span className="flex-1 text-left">{section}</span>
              <ChevronDown aria-hidden className={cn("h-4 w-4 transition-transform", expanded && "rotate-180")} />
            </button>
            {expanded ? (
              <div className="mt-1 space-y-1">
                {item.children.map((child) => (
                  <LinkRow key={child.href} link={child} pathname={pathname} t={t} nested />
                ))}
              </div>
            ) : null}
          </div>
        );
      })}

      <SidebarCollections />

      <div className="mt-auto space-y-2 pt-6">
        {canManageTeam(user.role) ? (
          <Link
            href="/dashboard/settings/#team-members"
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-brand-700 hover:bg-brand-50"
            data-testid="invite-team"
          >
            <UserPlus aria-hidden className="h-4 w-4" />
            {t("dashboard.nav.inviteTeam")}
          </Link>
        ) : null}
        <Link
          href="/dashboard/settings/#team"
          className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 hover:border-brand-200"
        >
          <span className="flex h-9 w-9 items-center justify-center rounded-md bg-brand-600 text-white">
            <Users aria-hidden className="h-4 w-4" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-slate-900">{user.team_info.name}</span>
            <span className="block text-xs text-slate-500">{planLabel(user.team_info.plan)}</span>
          </span>
        </Link>
      </div>
    </nav>
  );
}
