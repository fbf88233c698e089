"use client";
// The desktop sidebar (992 px and wider) in the shape the theme's vertical style asks for: default, closed (an
// icon rail that widens over the content on hover or focus), icon-text, double-menu (icon rail + labelled panel)
// or detached (a floating rounded card). Fixed menus stick to the viewport; scrollable ones scroll with the page.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { useThemeStore } from "@/lib/store/theme-store";
import type { UserInfo } from "@/lib/store/types";
import { IconRail } from "./icon-rail";
import { barSurface, type DesktopSidebar as Shape, SIDEBAR_WIDTH } from "./shell-theme";
import { Sidebar } from "./sidebar";

export function DesktopSidebar({ shape, user }: { shape: Exclude<Shape, "none">; user: UserInfo }) {
  const t = useTranslations();
  const menuStyle = useThemeStore((s) => s.menuStyle);
  const mode = useThemeStore((s) => s.class);
  const menuImage = useThemeStore((s) => s.menuImage);
  const fixed = useThemeStore((s) => s.menuPosition) === "fixed";
  const surface = barSurface(menuStyle, mode, "vertical");
  const inverse = surface.inverse || !!menuImage;
  const imageStyle = menuImage ? { background: "var(--menu-image)" } : undefined;
  const brandClass = cn(
    "flex h-16 shrink-0 items-center text-lg font-bold text-accent-foreground",
    shape === "default" || shape === "detached" || shape === "double-menu" ? "px-6" : "justify-center px-2",
  );
  const brandText = shape === "closed" || shape === "icon-text" ? t("common.brand").slice(0, 1) : t("common.brand");

  const panel = (variant: "full" | "icons" | "icon-text") => (
    <div className={cn("flex h-full min-h-0 flex-col", inverse && "surface-inverse")}>
      <Link href="/dashboard/" className={brandClass} aria-label={t("common.brand")}>
        {brandText}
      </Link>
      <Sidebar user={user} variant={variant} />
    </div>
  );

  return (
    <aside
      data-testid="desktop-sidebar"
      data-shape={shape}
      className={cn(
        "relative z-30 hidden shrink-0 min-[992px]:block",
        SIDEBAR_WIDTH[shape],
        fixed ? "sticky top-0 h-screen" : "min-h-screen self-stretch",
      )}
    >
      {shape === "closed" ? (
        <div
          className={cn(
            "group/rail absolute inset-y-0 start-0 w-16 overflow-hidden border-e transition-[width] duration-200 hover:w-64 hover:shadow-xl focus-within:w-64 focus-within:shadow-xl",
            surface.className,
          )}
          style={imageStyle}
        >
          {panel("icons")}
        </div>
      ) : shape === "double-menu" ? (
        <div className="flex h-full">
          <IconRail />
          <div className={cn("min-w-0 flex-1 border-e", surface.className)} style={imageStyle}>
            {panel("full")}
          </div>
        </div>
      ) : shape === "detached" ? (
        <div className="h-full p-3">
          <div
            className={cn("h-full overflow-hidden rounded-2xl border shadow-lg", surface.className)}
            style={imageStyle}
          >
            {panel("full")}
          </div>
        </div>
      ) : (
        <div className={cn("h-full border-e", surface.className)} style={imageStyle}>
          {panel(shape === "icon-text" ? "icon-text" : "full")}
        </div>
      )}
    </aside>
  );
}
