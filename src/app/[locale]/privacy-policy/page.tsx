import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { legalMetadata } from "@/features/legal/legal-metadata";
import { LegalPage } from "@/features/legal/legal-page";
import { pageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">): Promise<Metadata> {
  return legalMetadata(await pageLocale(params), "privacy");
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  setRequestLocale(await pageLocale(params));
  return <LegalPage doc="privacy" />;
}
