// The blog's header, the same as the other public pages' (src/features/analyze/public-header.tsx) but rendered on the
// server: the brand home, the language menu and the account button take their words as props, so the blog pages
// mount no client intl provider and ship no client message formatter (issue 18 item 6).
import { getLocale, getTranslations } from "next-intl/server";
import { LeanLanguageMenu } from "@/features/shell/lean-language-menu";
import { LocaleLink } from "@/features/shell/locale-link";
import { localeHref } from "@/features/shell/locale-switch";
import type { Locale } from "@/i18n/locales";
import { SignedInLink } from "./signed-in-link";

export async function BlogHeader() {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <LocaleLink href="/" className="text-lg font-bold text-accent-foreground">
          {t("common.brand")}
        </LocaleLink>
        <div className="flex items-center gap-2 sm:gap-3">
          <LeanLanguageMenu />
          <SignedInLink
            signIn={{ href: localeHref(locale as Locale, "/signin"), label: t("landing.signIn") }}
            dashboard={{ href: "/dashboard/", label: t("analyzeUi.header.dashboard") }}
          />
        </div>
      </div>
    </header>
  );
}
