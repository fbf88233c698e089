"use client";
// The share layout of spec section 2: a header with the logo, the dark/light toggle and a fullscreen toggle, and a
// footer with the copyright line. Nothing in it needs a session: the visitor may have none.
import { Maximize, Minimize } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { mainTarget, SkipLink } from "@/components/layout/skip-link";
import { ColorModeToggle } from "@/features/theme/color-mode-toggle";

function FullscreenToggle() {
  const t = useTranslations();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const label = full ? t("share.layout.exitFullscreen") : t("share.layout.fullscreen");
  const toggle = () => {
    // A browser that refuses (an iframe without permission) leaves the page as it is; nothing to report.
    const done = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void done.catch(() => undefined);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      aria-pressed={full}
      title={label}
      data-testid="fullscreen-toggle"
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      {full ? <Minimize aria-hidden className="h-5 w-5" /> : <Maximize aria-hidden className="h-5 w-5" />}
    </button>
  );
}

export function ShareLayout({ children }: { children: React.ReactNode }) {
  const t = useTranslations();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <SkipLink label={t("common.skipToContent")} />
      <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <a href="/" className="flex items-center gap-2 font-bold text-accent-foreground" data-testid="share-logo">
            {/* biome-ignore lint/performance/noImgElement: the app's own small SVG icon */}
            <img src="/icon.svg" alt="" className="h-7 w-7" />
            <span className="text-lg">{t("common.brand")}</span>
          </a>
          <span className="hidden text-sm text-muted-foreground sm:inline">{t("share.layout.readOnly")}</span>
          <div className="flex-1" />
          <ColorModeToggle />
          <FullscreenToggle />
        </div>
      </header>
      <main {...mainTarget} className="outline-none mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
      <footer className="border-t border-border px-6 py-4 text-center text-xs text-muted-foreground">
        {t("dashboard.footer.rights", { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
