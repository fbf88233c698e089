import "../globals.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from "next-intl/server";
import { HtmlDocument } from "@/components/layout/html-document";
import { publicClientMessages } from "@/components/layout/public-messages";
import { SkipLink } from "@/components/layout/skip-link";
import { PublicProviders } from "@/components/public-providers";
import { isLocale } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { routing } from "@/i18n/routing";
import { OrganizationJsonLd } from "@/lib/seo/organization-json-ld";
import { OG_LOCALES } from "@/lib/seo/site";
import { ThemeBootSync } from "@/lib/theme/theme-boot-sync";
import { getEnv } from "@/server/env";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Defaults every public page inherits: absolute URLs resolve against APP_URL, link previews name the site and the
// page's locale (with the other locales as alternates); pages set their own title, description and canonical.
export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  const siteName = t("common.brand");
  const description = t("seo.siteDescription");
  return {
    metadataBase: new URL(`${getEnv().appUrl}/`),
    applicationName: siteName,
    description,
    openGraph: {
      type: "website",
      siteName,
      description,
      locale: OG_LOCALES[locale],
      alternateLocale: Object.entries(OG_LOCALES)
        .filter(([l]) => l !== locale)
        .map(([, og]) => og),
    },
    twitter: { card: "summary_large_image", description },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  // next-intl's hasLocale is not imported here: its module also brings the client provider into this layout's chunk.
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Public pages: the client intl provider (with only the messages their client components read) and the other
  // providers only where a page needs them, none on the landing, blog and legal pages (issue 18 item 6); and the
  // light theme sync (the theme is set in the dashboard; here it only follows other tabs).
  const intl = {
    locale,
    messages: publicClientMessages(await getMessages({ locale })),
    timeZone: await getTimeZone({ locale }),
  };
  const t = await getTranslations({ locale });
  return (
    <HtmlDocument locale={locale}>
      <SkipLink label={t("common.skipToContent")} />
      <OrganizationJsonLd />
      <PublicProviders intl={intl}>{children}</PublicProviders>
      <ThemeBootSync />
    </HtmlDocument>
  );
}
