import "../globals.css";
import { getLocale } from "next-intl/server";
import { AppDocument } from "@/components/layout/app-document";
import { Providers } from "@/components/providers";
import { ThemeSync } from "@/features/theme/theme-sync";

// The dashboard's locale is the person's stored preference (the NEXT_LOCALE cookie), not part of the URL. It gets
// every message, the query client and store, and the reactive theme sync its theme panel needs.
export default async function DashboardRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppDocument locale={await getLocale()}>
      <Providers>{children}</Providers>
      <ThemeSync />
    </AppDocument>
  );
}
