"use client";
// Switches the language and keeps the current page; next-intl stores the choice in the NEXT_LOCALE cookie. A page
// whose path differs per locale (the tools' localized slugs) provides its path in every locale through
// LocalePathsProvider; other pages keep their route and params. The store (which keeps the choice as "lang") is
// loaded only on a change, so the public pages that show this menu do not ship it up front. The landing, blog and
// legal pages use ./language-select.tsx instead, which needs no client translations.
import { useParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { createContext, useContext, useTransition } from "react";
import type { Locale } from "@/i18n/locales";
import { usePathname, useRouter } from "@/i18n/navigation";
import { LanguagePicker, rememberLanguage } from "./language-picker";

/** The current page's path in each locale, without the locale prefix ("/tools/generatore-bio-tiktok/"). */
const LocalePathsContext = createContext<Record<Locale, string> | null>(null);

export function LocalePathsProvider({ paths, children }: { paths: Record<Locale, string>; children: React.ReactNode }) {
  return <LocalePathsContext.Provider value={paths}>{children}</LocalePathsContext.Provider>;
}

export function LanguageMenu() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams();
  const localePaths = useContext(LocalePathsContext);
  const [pending, startTransition] = useTransition();

  return (
    <LanguagePicker
      locale={locale}
      label={t("common.language")}
      pending={pending}
      onPick={(next) => {
        rememberLanguage(next);
        startTransition(() => {
          const target = localePaths ? localePaths[next] : { pathname, params };
          // biome-ignore lint/suspicious/noExplicitAny: pathname and params come from the current route
          router.replace(target as any, { locale: next });
        });
      }}
    />
  );
}
