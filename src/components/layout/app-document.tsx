import "@/i18n/types";
import { NextIntlClientProvider } from "next-intl";
import { Providers } from "@/components/providers";

/** The html document every root layout renders: language, translations and the client providers. */
export function AppDocument({ locale, children }: { locale: string; children: React.ReactNode }) {
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
