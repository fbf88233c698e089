"use client";
import { useTranslations } from "next-intl";

export function DashboardFooter() {
  const t = useTranslations();
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-6 py-4 text-xs text-muted-foreground">
      <span>{t("dashboard.footer.rights", { year: new Date().getFullYear() })}</span>
      <span className="flex gap-4">
        <a href="/privacy-policy/" target="_blank" rel="noreferrer" className="hover:text-foreground">
          {t("dashboard.footer.privacy")}
        </a>
        <a href="/terms-of-service/" target="_blank" rel="noreferrer" className="hover:text-foreground">
          {t("dashboard.footer.terms")}
        </a>
        <a href="/v1/docs/" target="_blank" rel="noreferrer" className="hover:text-foreground">
          {t("dashboard.footer.api")}
        </a>
      </span>
    </footer>
  );
}
