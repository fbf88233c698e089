import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { CtaSection, FaqSection, TestimonialsSection } from "@/features/landing/closing-sections";
import { Hero } from "@/features/landing/hero";
import { LandingFooter } from "@/features/landing/landing-footer";
import { LandingHeader } from "@/features/landing/landing-header";
import { PricingSection } from "@/features/landing/pricing-section";
import { BenefitsSection, FeaturesSection, PlatformsSection } from "@/features/landing/product-sections";
import { StatsSection } from "@/features/landing/stats-section";
import { LandingStructuredData } from "@/features/landing/structured-data";
import { pageLocale } from "@/i18n/page-locale";
import { localizedAlternates, localizedUrl } from "@/lib/seo/page-metadata";
import { getEnv } from "@/server/env";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return {
    title: t("landing.metaTitle"),
    description: t("landing.metaDescription"),
    alternates: localizedAlternates(locale, "/"),
  };
}

// The public landing page (spec section 2): server-rendered sections; only the header menu and the pricing toggle
// are client islands.
export default async function LandingPage({ params }: PageProps<"/[locale]">) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const { supportEmail } = getEnv();
  return (
    <div className="min-h-screen bg-background text-foreground">
      <LandingStructuredData url={localizedUrl(locale, "/")} />
      <LandingHeader />
      <main {...mainTarget} className="outline-none">
        <Hero />
        <PlatformsSection />
        <FeaturesSection />
        <BenefitsSection />
        <StatsSection />
        <PricingSection supportEmail={supportEmail} />
        <TestimonialsSection />
        <FaqSection />
        <CtaSection />
      </main>
      <LandingFooter supportEmail={supportEmail} />
    </div>
  );
}
