"use client";
// The sidebar as a drawer: on phones and tablets (under 992 px), and at every width for the "overlay" vertical
// style. It opens from the start edge (the right in RTL). A modal radix Dialog, as the other dialogs and the theme
// panel: focus moves into it and is trapped there, the page behind is hidden from assistive technology, and
// Escape, the backdrop or the close button close it, with focus back on the menu button (QA s10 item 4b).
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import { MAIN_ID } from "@/components/layout/skip-link";
import { cn } from "@/lib/cn";
import { useThemeStore } from "@/lib/store/theme-store";
import type { UserInfo } from "@/lib/store/types";
import { barSurface } from "./shell-theme";
import { Sidebar } from "./sidebar";

export function SidebarDrawer({
  user,
  open,
  onOpenChange,
  allWidths,
  returnFocusTo,
}: {
  user: UserInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  allWidths: boolean;
  /** The menu button: focus goes back to it on close (it is not a Dialog.Trigger). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const t = useTranslations();
  const menuStyle = useThemeStore((s) => s.menuStyle);
  const mode = useThemeStore((s) => s.class);
  const menuImage = useThemeStore((s) => s.menuImage);
  // A drawer floats over the page, so a transparent menu style gets the light surface here.
  const surface = barSurface(menuStyle === "transparent" ? "light" : menuStyle, mode, "vertical");
  const wideHidden = !allWidths && "min-[992px]:hidden";
  // Past 992 px the drawer is hidden by CSS while the sidebar shows, but an open modal dialog would still hold the
  // focus and block the page (a tablet turned to landscape, a window widened): close it there.
  useEffect(() => {
    if (!open || allWidths) return;
    const wide = window.matchMedia("(min-width: 992px)");
    const close = () => {
      if (wide.matches) onOpenChange(false);
    };
    close();
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [open, allWidths, onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cn("fixed inset-0 z-40 bg-black/50", wideHidden)} />
        <Dialog.Content
          data-testid="sidebar-drawer"
          // Radix hides the page behind from assistive technology but does not say so on the dialog itself.
          aria-modal="true"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            // Closed by a widened window, the menu button is hidden: the page's main landmark takes the focus.
            if (target.getClientRects().length) target.focus();
            else document.getElementById(MAIN_ID)?.focus();
          }}
          className={cn(
            "fixed inset-y-0 start-0 z-40 flex w-72 max-w-[85vw] flex-col shadow-xl outline-none",
            surface.className,
            wideHidden,
          )}
          style={menuImage ? { background: "var(--menu-image)" } : undefined}
        >
          <Dialog.Title className="sr-only">{t("dashboard.nav.menu")}</Dialog.Title>
          <div className={cn("flex h-full min-h-0 flex-col", (surface.inverse || !!menuImage) && "surface-inverse")}>
            <div className="flex h-16 shrink-0 items-center justify-between px-6">
              <span className="text-lg font-bold text-accent-foreground">{t("common.brand")}</span>
              <Dialog.Close
                aria-label={t("dashboard.nav.closeMenu")}
                className="rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <X aria-hidden className="h-5 w-5" />
              </Dialog.Close>
            </div>
            <Sidebar user={user} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
