import "@/i18n/types";
import type { AbstractIntlMessages } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { HtmlDocument } from "./html-document";

/**
 * The html document of the dashboard and the share pages: language, translations and the pre-paint theme script
 * (./html-document.tsx); each root layout adds its own client providers inside. The public pages use HtmlDocument
 * and mount the intl provider themselves where a page needs it.
 * `messages` limits what the client receives (undefined: every message of the locale). `nonce`: the request's CSP
 * nonce where the page runs under the strict script policy (the dashboard).
 */
export function AppDocument({
  locale,
  messages,
  nonce,
  children,
}: {
  locale: string;
  messages?: AbstractIntlMessages;
  nonce?: string;
  children: React.ReactNode;
}) {
  return (
    <HtmlDocument locale={locale} nonce={nonce}>
      <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
    </HtmlDocument>
  );
}
