import "../globals.css";
import { getLocale } from "next-intl/server";
import { AppDocument } from "@/components/layout/app-document";

// The dashboard's locale is the person's stored preference (the NEXT_LOCALE cookie), not part of the URL.
export default async function DashboardRootLayout({ children }: { children: React.ReactNode }) {
  return <AppDocument locale={await getLocale()}>{children}</AppDocument>;
}
