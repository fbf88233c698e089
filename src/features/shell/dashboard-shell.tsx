"use client";
// The signed-in frame: sidebar (a drawer under 992 px), header with the profile menu, verify banner, footer and
// scroll-to-top. User info is refreshed from /v1/user on load (spec section 2). The theme settings shape it: the
// sidebar's vertical style or a horizontal menu, menu and header styles and positions, boxed width, the route
// loader, and direction (the frame is a flex row, so RTL puts the sidebar on the right by itself).
import { Menu } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { mainTarget } from "@/components/layout/skip-link";
import { Spinner } from "@/components/ui/spinner";
import { GlobalModals } from "@/features/shell/global-modals";
import { ColorModeToggle } from "@/features/theme/color-mode-toggle";
import { RouteLoader } from "@/features/theme/route-loader";
import { ThemePanel, ThemeSettingsButton, ThemeSettingsFab } from "@/features/theme/theme-panel";
import { cn } from "@/lib/cn";
import { useCurrentUser } from "@/lib/queries/user";
import { useRootStore, whenRestored } from "@/lib/store/root-store";
import { useThemeStore } from "@/lib/store/theme-store";
import { BillingBanners } from "../billing/billing-banners";
import { DemoDataBadge } from "../demo/demo-data-badge";
import { DashboardFooter } from "./dashboard-footer";
import { DesktopSidebar } from "./desktop-sidebar";
import { HorizontalNav } from "./horizontal-nav";
import { ProfileMenu } from "./profile-menu";
import { ScrollToTop } from "./scroll-to-top";
import { barSurface, desktopSidebar, menuButtonOnDesktop } from "./shell-theme";
import { SidebarDrawer } from "./sidebar-drawer";
import { VerifyBanner } from "./verify-banner";

function useRestored(): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let alive = true;
    whenRestored().then(() => alive && setRestored(true));
    return () => {
      alive = false;
    };
  }, []);
  return restored;
}

export function DashboardShell({
  children,
  supportEmail,
  demoMode,
}: {
  children: React.ReactNode;
  supportEmail: string;
  demoMode: boolean;
}) {
  const t = useTranslations();
  const restored = useRestored();
  const user = useRootStore((s) => s.user_info);
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [themeOpen, setThemeOpen] = useState(false);
  const [themeOpener, setThemeOpener] = useState<HTMLElement | null>(null);
  const openTheme = (event: React.MouseEvent<HTMLButtonElement>) => {
    setThemeOpener(event.currentTarget);
    setThemeOpen(true);
  };
  const navLayout = useThemeStore((s) => s.navLayout);
  const verticalStyle = useThemeStore((s) => s.verticalStyle);
  const headerStyle = useThemeStore((s) => s.headerStyle);
  const headerFixed = useThemeStore((s) => s.headerPosition) === "fixed";
  const boxed = useThemeStore((s) => s.width) === "boxed";
  const mode = useThemeStore((s) => s.class);

  const refresh = useCurrentUser(restored);

  // Close the drawer on navigation (the drawer's dialog closes itself with Escape).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => setDrawerOpen(false), [pathname]);

  // The store is the source of truth: the refresh writes into it, and so do profile and team updates.
  const current = user ?? refresh.data;
  if (!restored || !current) {
    return (
      <div className="flex min-h-screen items-center justify-center text-muted-foreground">
        <Spinner label={t("dashboard.loadingUser")} />
      </div>
    );
  }

  const layout = { navLayout, verticalStyle };
  const shape = desktopSidebar(layout);
  const header = barSurface(headerStyle, mode, "horizontal");

  return (
    <div
      className={cn(
        "min-h-screen",
        boxed &&
          "min-[992px]:mx-auto min-[992px]:max-w-[1400px] min-[992px]:shadow-2xl min-[992px]:shadow-slate-900/10",
      )}
      data-testid="dashboard-frame"
    >
      <RouteLoader />
      <div className="flex min-h-screen">
        {shape === "none" ? null : <DesktopSidebar shape={shape} user={current} />}
        <SidebarDrawer
          user={current}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          allWidths={menuButtonOnDesktop(layout)}
          returnFocusTo={menuButton}
        />

        <div className="flex min-w-0 flex-1 flex-col bg-background">
          <header
            data-testid="dashboard-header"
            className={cn("z-20 border-b", headerFixed ? "sticky top-0" : "relative", header.className)}
          >
            <div className={cn("flex h-16 items-center gap-3 px-4 sm:px-6", header.inverse && "surface-inverse")}>
              <button
                ref={menuButton}
                type="button"
                aria-label={t("dashboard.nav.openMenu")}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
                className={cn(
                  "rounded p-2 text-foreground hover:bg-muted",
                  !menuButtonOnDesktop(layout) && "min-[992px]:hidden",
                )}
                data-testid="open-menu"
              >
                <Menu aria-hidden className="h-5 w-5" />
              </button>
              {navLayout === "horizontal" ? (
                <span className="hidden text-lg font-bold text-accent-foreground min-[992px]:inline">
                  {t("common.brand")}
                </span>
              ) : null}
              <div className="flex-1" />
              <DemoDataBadge simulatedInstall={demoMode} />
              <ColorModeToggle />
              <ThemeSettingsButton onClick={openTheme} />
              <ProfileMenu user={current} supportEmail={supportEmail} />
            </div>
            {navLayout === "horizontal" ? (
              <div
                className={cn("hidden border-t border-border min-[992px]:block", header.inverse && "surface-inverse")}
              >
                <HorizontalNav />
              </div>
            ) : null}
          </header>
          <VerifyBanner user={current} />
          <BillingBanners />
          {/* Keep the end padding at least 1.5rem from sm up: the theme tab (ThemeSettingsFab) sits in it. */}
          <main {...mainTarget} className="outline-none flex-1 px-4 py-6 sm:px-6">
            {children}
          </main>
          <DashboardFooter />
        </div>
      </div>
      <ThemeSettingsFab onClick={openTheme} />
      <ThemePanel open={themeOpen} onOpenChange={setThemeOpen} returnFocusTo={themeOpener} />
      <ScrollToTop />
      <GlobalModals />
    </div>
  );
}
