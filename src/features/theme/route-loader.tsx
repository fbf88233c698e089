"use client";
// The theme's loader: a thin bar along the top while the next page loads. Navigation starts on a click on an
// in-app link to another page and ends when the path changes; a time-out hides it if the navigation never lands.
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Suspense, useEffect, useState } from "react";
import { useThemeStore } from "@/lib/store/theme-store";

const GIVE_UP_MS = 10_000;

function isPageNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const anchor = (event.target as Element | null)?.closest?.("a");
  if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

function Bar() {
  const t = useTranslations();
  const pathname = usePathname();
  const search = useSearchParams();
  const [loading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page changed, so loading is over
  useEffect(() => setLoading(false), [pathname, search]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => isPageNavigation(event) && setLoading(true);
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("theme.loader.loading")}
      data-testid="route-loader"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-[route-loader_1.1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

export function RouteLoader() {
  const enabled = useThemeStore((s) => s.loader) === "enable";
  if (!enabled) return null;
  // useSearchParams needs a Suspense boundary so static pages can still prerender.
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}
