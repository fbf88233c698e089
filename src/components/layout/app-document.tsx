import "@/i18n/types";
import type { AbstractIntlMessages } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { THEME_BOOT_SCRIPT_ID } from "@/lib/theme/theme-boot-sync";
import { THEME_BOOT_SCRIPT } from "@/lib/theme/theme-script";

/**
 * The html document every root layout renders: language, translations and the pre-paint theme script; each root
 * layout adds its own client providers inside (the dashboard the full set, the public pages a light one). The inline
 * script applies the stored theme (dark class, dir, data attributes, colour variables) before first paint; the html
 * element therefore differs from the server's on purpose, hence suppressHydrationWarning (one level deep only).
 * `messages` limits what the client receives (undefined: every message of the locale; null: no client intl provider
 * here, the public layout mounts it where a page needs it). `nonce`: the request's CSP
 * nonce where the page runs under the strict script policy (the dashboard); the static public pages have none.
 */
export function AppDocument({
  locale,
  messages,
  nonce,
  children,
}: {
  locale: string;
  messages?: AbstractIntlMessages | null;
  nonce?: string;
  children: React.ReactNode;
}) {
  return (
    <html lang={locale} dir="ltr" suppressHydrationWarning>
      <body>
        {/* First in body: it runs before anything below is parsed or painted. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own presets */}
        <script id={THEME_BOOT_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {messages === null ? children : <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>}
      </body>
    </html>
  );
}
