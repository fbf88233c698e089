"use client";
// The double menu's first column: a brand-coloured rail of icons for the top-level items, next to the labelled
// panel. Groups jump to their first page.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { MessageKey } from "@/i18n/types";
import { cn } from "@/lib/cn";
import { isActive, isGroup, NAV_ITEMS } from "./nav-items";

export function IconRail() {
  const t = useTranslations();
  const pathname = usePathname();
  return (
    <nav
      aria-label={t("theme.shell.shortcuts")}
      className="flex w-16 shrink-0 flex-col items-center gap-2 py-3"
      style={{ backgroundColor: "color-mix(in srgb, rgb(var(--primary-rgb)) 78%, black)" }}
    >
      {NAV_ITEMS.map((item) => {
        const first = isGroup(item) ? item.children[0] : item;
        if (!first) return null;
        const link = { href: first.href, icon: item.icon, label: item.label };
        const active = isGroup(item) ? item.children.some((c) => isActive(c, pathname)) : isActive(item, pathname);
        const Icon = link.icon;
        const label = t(link.label as MessageKey);
        return (
          <Link
            key={item.label}
            href={link.href}
            title={label}
            aria-label={label}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex h-10 w-10 items-center justify-center rounded-lg transition-colors",
              active ? "bg-white/20 text-white" : "text-white/70 hover:bg-white/10 hover:text-white",
            )}
          >
            {Icon ? <Icon aria-hidden className="h-5 w-5" /> : null}
          </Link>
        );
      })}
    </nav>
  );
}
