import "../globals.css";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getMessages, setRequestLocale } from "next-intl/server";
import { AppDocument } from "@/components/layout/app-document";
import { Providers } from "@/components/providers";
import { localeFromAcceptLanguage } from "@/i18n/accept-language";
import { ThemeBootSync } from "@/lib/theme/theme-boot-sync";

// Shared views (issue 17 item 2): no sign-in, no locale in the URL; the visitor's language is their browser's
// (Accept-Language) among the 12 locales. Never indexed: the links are meant for the people they were sent to.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ShareRootLayout({ children }: { children: React.ReactNode }) {
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  setRequestLocale(locale);
  return (
    <AppDocument locale={locale} messages={await getMessages({ locale })}>
      <Providers>{children}</Providers>
      <ThemeBootSync />
    </AppDocument>
  );
}
