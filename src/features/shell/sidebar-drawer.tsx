"use client";
// The sidebar as a drawer: on phones and tablets (under 992 px), and at every width for the "overlay" vertical
// style. It opens from the start edge (the right in RTL) and closes with Escape, the backdrop or the close button.
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { useThemeStore } from "@/lib/store/theme-store";
import type { UserInfo } from "@/lib/store/types";
import { barSurface } from "./shell-theme";
import { Sidebar } from "./sidebar";

export function SidebarDrawer({
  user,
  onClose,
  allWidths,
}: {
  user: UserInfo;
  onClose: () => void;
  allWidths: boolean;
}) {
  const t = useTranslations();
  const menuStyle = useThemeStore((s) => s.menuStyle);
  const mode = useThemeStore((s) => s.class);
  const menuImage = useThemeStore((s) => s.menuImage);
  // A drawer floats over the page, so a transparent menu style gets the light surface here.
  const surface = barSurface(menuStyle === "transparent" ? "light" : menuStyle, mode, "vertical");
  return (
    <div className={cn("fixed inset-0 z-40", !allWidths && "min-[992px]:hidden")} data-testid="sidebar-drawer">
      <button
        type="button"
        aria-label={t("dashboard.nav.closeMenu")}
        className="absolute inset-0 bg-black/50"
        onClick={onClose}
      />
      <aside
        className={cn("absolute inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col shadow-xl", surface.className)}
        style={menuImage ? { background: "var(--menu-image)" } : undefined}
      >
        <div className={cn("flex h-full min-h-0 flex-col", (surface.inverse || !!menuImage) && "surface-inverse")}>
          <div className="flex h-16 shrink-0 items-center justify-between px-6">
            <span className="text-lg font-bold text-accent-foreground">{t("common.brand")}</span>
            <button
              type="button"
              aria-label={t("dashboard.nav.closeMenu")}
              onClick={onClose}
              className="rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden className="h-5 w-5" />
            </button>
          </div>
          <Sidebar user={user} />
        </div>
      </aside>
    </div>
  );
}
