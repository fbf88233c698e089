import "../globals.css";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { AppDocument } from "@/components/layout/app-document";
import { SkipLink } from "@/components/layout/skip-link";
import { Providers } from "@/components/providers";
import { ThemeSync } from "@/features/theme/theme-sync";
import { NONCE_HEADER } from "@/server/runtime/security-headers";

// The dashboard's locale is the person's stored preference (the NEXT_LOCALE cookie), not part of the URL. It gets
// every message, the query client and store, and the reactive theme sync its theme panel needs. It renders per
// request, under the strict script policy src/proxy.ts sets: the theme boot script carries that request's nonce.
export default async function DashboardRootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const locale = await getLocale();
  const t = await getTranslations({ locale });
  return (
    <AppDocument locale={locale} nonce={nonce}>
      <SkipLink label={t("common.skipToContent")} />
      <Providers>{children}</Providers>
      <ThemeSync />
    </AppDocument>
  );
}
