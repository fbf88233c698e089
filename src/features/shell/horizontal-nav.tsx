"use client";
// The horizontal menu layout (theme "nav layout: horizontal"): the main links in a bar under the header on
// desktop; groups open as dropdown menus (keyboard operable through radix).
import { ChevronDown, Folder } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import type { MessageKey } from "@/i18n/types";
import { cn } from "@/lib/cn";
import { isActive, isGroup, NAV_ITEMS, type NavLink } from "./nav-items";

const itemClass = (active: boolean) =>
  cn(
    "inline-flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm transition-colors",
    active
      ? "bg-accent font-medium text-accent-foreground"
      : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

export function HorizontalNav({ className }: { className?: string }) {
  const t = useTranslations();
  const pathname = usePathname();
  const router = useRouter();
  const collections: NavLink = { label: "dashboard.nav.collections", href: "/dashboard/collections/", icon: Folder };

  return (
    <nav
      aria-label={t("dashboard.nav.main")}
      className={cn("flex items-center gap-1 overflow-x-auto px-4 py-2 sm:px-6", className)}
    >
      {[...NAV_ITEMS, collections].map((item) => {
        if (!isGroup(item)) {
          const Icon = item.icon;
          const active = isActive(item, pathname);
          return (
            <Link
              key={item.href}
              href={item.href}
              aria-current={active ? "page" : undefined}
              className={itemClass(active)}
            >
              {Icon ? <Icon aria-hidden className="h-4 w-4" /> : null}
              {t(item.label as MessageKey)}
            </Link>
          );
        }
        const Icon = item.icon;
        const active = item.children.some((c) => isActive(c, pathname));
        return (
          <DropdownMenu.Root key={item.label}>
            <DropdownMenu.Trigger className={itemClass(active)}>
              <Icon aria-hidden className="h-4 w-4" />
              {t(item.label as MessageKey)}
              <ChevronDown aria-hidden className="h-4 w-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="start"
                sideOffset={6}
                className="z-50 min-w-44 rounded-md border border-border bg-card p-1 shadow-lg"
              >
                {item.children.map((child) => (
                  <DropdownMenu.Item
                    key={child.href}
                    onSelect={() => router.push(child.href)}
                    className={cn(
                      "flex cursor-pointer rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted",
                      isActive(child, pathname) ? "font-medium text-accent-foreground" : "text-foreground",
                    )}
                  >
                    {t(child.label as MessageKey)}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        );
      })}
    </nav>
  );
}
