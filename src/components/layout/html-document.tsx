import { THEME_BOOT_SCRIPT_ID } from "@/lib/theme/theme-boot-sync";
import { THEME_BOOT_SCRIPT } from "@/lib/theme/theme-script";

/**
 * The html element and the pre-paint theme script, without translations: the public layout uses it directly and
 * mounts the client intl provider only where a page needs it (issue 18 item 6); ./app-document.tsx adds the
 * provider for the dashboard. The inline script applies the stored theme (dark class, dir, data attributes, colour
 * variables) before first paint; the html element therefore differs from the server's on purpose, hence
 * suppressHydrationWarning (one level deep only). `nonce`: the request's CSP nonce where the page runs under the
 * strict script policy (the dashboard); the static public pages have none.
 */
export function HtmlDocument({
  locale,
  nonce,
  children,
}: {
  locale: string;
  nonce?: string;
  children: React.ReactNode;
}) {
  return (
    <html lang={locale} dir="ltr" suppressHydrationWarning>
      <body>
        {/* First in body: it runs before anything below is parsed or painted. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own presets */}
        <script id={THEME_BOOT_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {children}
      </body>
    </html>
  );
}
