"use client";
// The main navigation. "full" is the labelled sidebar (and the phone drawer); "icons" is the closed rail, whose
// labels appear when it widens on hover or keyboard focus (group/rail); "icon-text" shows icons with small labels.
import { ChevronDown, Folder, UserPlus } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Action, can } from "@/domain/roles";
import { SidebarCollections } from "@/features/collections/sidebar-collections";
import type { MessageKey } from "@/i18n/types";
import { cn } from "@/lib/cn";
import type { UserInfo } from "@/lib/store/types";
import { isActive, isGroup, NAV_ITEMS, type NavLink } from "./nav-items";
import { TeamCard } from "./team-switcher";

type T = (key: MessageKey) => string;
type Key = MessageKey;
export type SidebarVariant = "full" | "icons" | "icon-text";

/** Labels in the closed rail: hidden until the rail widens (hover or focus inside), still read by screen readers. */
const RAIL_LABEL = "sr-only group-hover/rail:not-sr-only group-focus-within/rail:not-sr-only";

function rowClass(variant: SidebarVariant, active: boolean) {
  return cn(
    "flex rounded-md text-sm transition-colors",
    variant === "icon-text"
      ? "flex-col items-center gap-1 px-1 py-2 text-center text-[11px] leading-tight"
      : "items-center gap-3 px-3 py-2",
    active
      ? "bg-accent font-medium text-accent-foreground"
      : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );
}

function LinkRow({
  link,
  pathname,
  t,
  nested,
  variant,
}: {
  link: NavLink;
  pathname: string;
  t: T;
  nested?: boolean;
  variant: SidebarVariant;
}) {
  const active = isActive(link, pathname);
  const Icon = link.icon;
  const label = t(link.label as Key);
  return (
    <Link
      href={link.href}
      aria-current={active ? "page" : undefined}
      title={variant === "full" ? undefined : label}
      className={cn(rowClass(variant, active), nested && variant !== "icon-text" && "ps-10")}
    >
      {Icon ? <Icon aria-hidden className="h-4 w-4 shrink-0" /> : null}
      <span className={cn(variant === "icons" && RAIL_LABEL, "truncate")}>{label}</span>
    </Link>
  );
}

export function Sidebar({
  user,
  onNavigate,
  variant = "full",
}: {
  user: UserInfo;
  onNavigate?: () => void;
  variant?: SidebarVariant;
}) {
  const t = useTranslations();
  const pathname = usePathname();
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(NAV_ITEMS.filter(isGroup).map((g) => [g.label, g.children.some((c) => isActive(c, pathname))])),
  );
  const compact = variant !== "full";

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicks bubble from links, which are keyboard accessible
    <nav
      aria-label={t("dashboard.nav.main")}
      className={cn("flex h-full flex-col gap-1 overflow-y-auto overflow-x-hidden", compact ? "p-2" : "p-3")}
      onClick={onNavigate}
    >
      {NAV_ITEMS.map((item) => {
        if (!isGroup(item)) return <LinkRow key={item.label} link={item} pathname={pathname} t={t} variant={variant} />;
        const expanded = open[item.label] ?? false;
        const Icon = item.icon;
        const section = t(item.label as Key);
        return (
          <div key={item.label}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-label={t("dashboard.nav.toggleSection", { section })}
              title={compact ? section : undefined}
              onClick={(event) => {
                event.stopPropagation();
                setOpen((o) => ({ ...o, [item.label]: !expanded }));
              }}
              className={cn(rowClass(variant, false), "w-full")}
            >
              <Icon aria-hidden className="h-4 w-4 shrink-0" />
              <span className={cn(variant === "icons" && RAIL_LABEL, variant !== "icon-text" && "flex-1 text-start")}>
                {section}
              </span>
              {variant === "icon-text" ? null : (
                <ChevronDown
                  aria-hidden
                  className={cn(
                    "h-4 w-4 transition-transform",
                    expanded && "rotate-180",
                    variant === "icons" && "hidden group-hover/rail:block group-focus-within/rail:block",
                  )}
                />
              )}
            </button>
            {expanded ? (
              <div className="mt-1 space-y-1">
                {item.children.map((child) => (
                  <LinkRow key={child.href} link={child} pathname={pathname} t={t} nested variant={variant} />
                ))}
              </div>
            ) : null}
          </div>
        );
      })}

      {compact ? (
        <>
          {/* The collections list needs room: the narrow rails link to the collections page instead. */}
          <LinkRow
            link={{ label: "dashboard.nav.collections", href: "/dashboard/collections/", icon: Folder }}
            pathname={pathname}
            t={t}
            variant={variant}
          />
          {variant === "icons" ? (
            <div className="hidden group-hover/rail:block group-focus-within/rail:block">
              <SidebarCollections />
            </div>
          ) : null}
        </>
      ) : (
        <SidebarCollections />
      )}

      <div className={cn("mt-auto space-y-2", compact ? "pt-4" : "pt-6")}>
        {/* Invite Team: Owner and Admin only (spec section 2), the same rule as the invite route's guard. */}
        {can(user.role, Action.ManageMembers) ? (
          <Link
            href="/dashboard/settings/#team-members"
            title={compact ? t("dashboard.nav.inviteTeam") : undefined}
            className={cn(rowClass(variant, false), "text-accent-foreground hover:bg-accent")}
            data-testid="invite-team"
          >
            <UserPlus aria-hidden className="h-4 w-4 shrink-0" />
            <span className={cn(variant === "icons" && RAIL_LABEL)}>{t("dashboard.nav.inviteTeam")}</span>
          </Link>
        ) : null}
        <TeamCard
          user={user}
          compact={compact}
          labelClass={variant === "icons" ? RAIL_LABEL : variant === "icon-text" ? "sr-only" : undefined}
        />
      </div>
    </nav>
  );
}
