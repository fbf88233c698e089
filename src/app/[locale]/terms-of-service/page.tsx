import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { legalMetadata } from "@/features/legal/legal-metadata";
import { LegalPage } from "@/features/legal/legal-page";
import { pageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-of-service">): Promise<Metadata> {
  return legalMetadata(await pageLocale(params), "terms");
}

export default async function Page({ params }: PageProps<"/[locale]/terms-of-service">) {
  setRequestLocale(await pageLocale(params));
  return <LegalPage doc="terms" />;
}
