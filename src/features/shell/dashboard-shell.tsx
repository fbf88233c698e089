"use client";
// The signed-in frame: sidebar (a drawer under 992 px), header with the profile menu, verify banner, footer and
// scroll-to-top. User info is refreshed from /v1/user on load (spec section 2).
import { useQuery } from "@tanstack/react-query";
import { FlaskConical, Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { GlobalModals } from "@/features/ui-system/global-modals";
import { api } from "@/lib/api/client";
import { useRootStore, whenRestored } from "@/lib/store/root-store";
import type { UserInfo } from "@/lib/store/types";
import { DashboardFooter } from "./dashboard-footer";
import { ProfileMenu } from "./profile-menu";
import { ScrollToTop } from "./scroll-to-top";
import { Sidebar } from "./sidebar";
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
  const setAccount = useRootStore((s) => s.setAccount);
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const refresh = useQuery({
    queryKey: ["user"],
    queryFn: () => api.get<UserInfo>("/user"),
    enabled: restored,
    refetchOnWindowFocus: true,
  });
  useEffect(() => {
    if (refresh.data) setAccount({ user_info: refresh.data });
  }, [refresh.data, setAccount]);

  // Close the drawer on navigation and with Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  // The store is the source of truth: the refresh writes into it, and so do profile and team updates.
  const current = user ?? refresh.data;
  if (!restored || !current) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500">
        <Spinner label={t("dashboard.loadingUser")} />
      </div>
    );
  }

  return (
    <div className="min-h-screen">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white min-[992px]:flex">
        <Link href="/dashboard/" className="flex h-16 items-center px-6 text-lg font-bold text-brand-700">
          {t("common.brand")}
        </Link>
        <Sidebar user={current} />
      </aside>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 min-[992px]:hidden" data-testid="sidebar-drawer">
          <button
            type="button"
            aria-label={t("dashboard.nav.closeMenu")}
            className="absolute inset-0 bg-slate-900/40"
            onClick={() => setDrawerOpen(false)}
          />
          <aside className="relative flex h-full w-72 max-w-[85vw] flex-col bg-white shadow-xl">
            <div className="flex h-16 items-center justify-between px-6">
              <span className="text-lg font-bold text-brand-700">{t("common.brand")}</span>
              <button
                type="button"
                aria-label={t("dashboard.nav.closeMenu")}
                onClick={() => setDrawerOpen(false)}
                className="rounded p-1 hover:bg-slate-100"
              >
                <X aria-hidden className="h-5 w-5" />
              </button>
            </div>
            <Sidebar user={current} />
          </aside>
        </div>
      ) : null}

      <div className="flex min-h-screen flex-col min-[992px]:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            aria-label={t("dashboard.nav.openMenu")}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className="rounded p-2 hover:bg-slate-100 min-[992px]:hidden"
            data-testid="open-menu"
          >
            <Menu aria-hidden className="h-5 w-5" />
          </button>
          <div className="flex-1" />
          {demoMode ? (
            <span
              title={t("common.demoNotice")}
              className="hidden items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-800 sm:inline-flex"
            >
              <FlaskConical aria-hidden className="h-3.5 w-3.5" />
              {t("dashboard.demoBadge")}
            </span>
          ) : null}
          <ProfileMenu user={current} supportEmail={supportEmail} />
        </header>
        <VerifyBanner user={current} />
        <main className="flex-1 px-4 py-6 sm:px-6">{children}</main>
        <DashboardFooter />
      </div>
      <ScrollToTop />
      <GlobalModals />
    </div>
  );
}
