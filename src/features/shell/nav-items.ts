import { Bell, Compass, GitCompareArrows, LayoutDashboard, type LucideIcon, PlaySquare, Tv } from "lucide-react";

export interface NavLink {
  /** i18n key of the label. */
  label: string;
  href: string;
  icon?: LucideIcon;
  exact?: boolean;
}

export interface NavGroup {
  label: string;
  icon: LucideIcon;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const NAV_ITEMS: NavItem[] = [
  { label: "dashboard.nav.overview", href: "/dashboard/", icon: LayoutDashboard, exact: true },
  { label: "dashboard.nav.feeds", href: "/dashboard/feeds/", icon: PlaySquare },
  { label: "dashboard.nav.channels", href: "/dashboard/channels/", icon: Tv },
  // Its label lives in the compare lane's message area (messages/dashboard-compare).
  { label: "compare.nav", href: "/dashboard/compare/", icon: GitCompareArrows },
  { label: "dashboard.nav.explore", href: "/dashboard/analyze/", icon: Compass },
  {
    label: "dashboard.nav.alerts",
    icon: Bell,
    children: [
      { label: "dashboard.nav.alertTargets", href: "/dashboard/alerts/target/" },
      { label: "dashboard.nav.alertGroups", href: "/dashboard/alerts/group/" },
      { label: "dashboard.nav.alertRules", href: "/dashboard/alerts/rule/" },
    ],
  },
];

export function isGroup(item: NavItem): item is NavGroup {
  return "children" in item;
}

/** The active item follows the path: exact for the overview, by prefix for the rest. */
export function isActive(link: NavLink, pathname: string): boolean {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return link.exact ? path === link.href : path.startsWith(link.href);
}
