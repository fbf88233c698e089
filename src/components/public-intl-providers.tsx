"use client";
// The providers of the public pages that have client translations (analyze, sign-in and account links, tools,
// not-found): next-intl's client provider with the public subset of the messages, then the query client and message
// bar. Loaded as its own chunk by ./public-providers.tsx, so the landing, blog and legal pages never download the
// client message formatter it brings (issue 18 item 6).
import type { AbstractIntlMessages } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { Providers } from "./providers";

export interface PublicIntl {
  locale: Locale;
  messages: AbstractIntlMessages;
  timeZone: string;
}

export function PublicIntlProviders({ intl, children }: { intl: PublicIntl; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={intl.timeZone}>
      <Providers>{children}</Providers>
    </NextIntlClientProvider>
  );
}
