import "@/i18n/types";
import { NextIntlClientProvider } from "next-intl";
import { Providers } from "@/components/providers";
import { THEME_BOOT_SCRIPT } from "@/features/theme/theme-script";
import { ThemeSync } from "@/features/theme/theme-sync";

/**
 * The html document every root layout renders: language, translations and the client providers. The inline script
 * applies the stored theme (dark class, dir, data attributes, colour variables) before first paint; the html
 * element therefore differs from the server's on purpose, hence suppressHydrationWarning (one level deep only).
 */
export function AppDocument({ locale, children }: { locale: string; children: React.ReactNode }) {
  return (
    <html lang={locale} dir="ltr" suppressHydrationWarning>
      <body>
        {/* First in body: it runs before anything below is parsed or painted. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own presets */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
          <ThemeSync />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
