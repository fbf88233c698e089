"use client";
// The public pages' header: the brand home, the language menu, and sign-in (or the dashboard when signed in).
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { LanguageMenu } from "../shell/language-menu";
import { useSignedIn } from "./use-signed-in";

export function PublicHeader() {
  const t = useTranslations();
  const signedIn = useSignedIn();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link href="/" className="text-lg font-bold text-accent-foreground">
          {t("common.brand")}
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageMenu />
          <Button asChild variant="outline" size="sm">
            {signedIn ? (
              <NextLink href="/dashboard/">{t("analyzeUi.header.dashboard")}</NextLink>
            ) : (
              <Link href="/signin">{t("landing.signIn")}</Link>
            )}
          </Button>
        </div>
      </div>
    </header>
  );
}
