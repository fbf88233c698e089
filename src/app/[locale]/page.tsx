import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { LanguageMenu } from "@/features/shell/language-menu";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: t("landing.metaTitle"), description: t("landing.metaDescription") };
}

// The landing page grows into the full marketing site with the public-site work; this is its hero.
export default async function LandingPage({ params }: PageProps<"/[locale]">) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations();
  return (
    <div id="home" className="min-h-screen bg-gradient-to-b from-white to-brand-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <span className="text-xl font-bold text-brand-700">{t("common.brand")}</span>
        <div className="flex items-center gap-3">
          <LanguageMenu />
          <Button asChild variant="outline" size="sm">
            <Link href="/signin" target="_blank">
              {t("landing.signIn")}
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-4xl flex-col items-center px-6 pt-20 pb-24 text-center">
        <p className="mb-4 rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-700">
          {t("common.tagline")}
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("landing.heroTitle")}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600">{t("landing.heroText")}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/signup">{t("landing.startFree")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={{ pathname: "/analyze/[slug]", params: { slug: "analyze-tiktok-account" } }}>
              {t("landing.analyzeFree")}
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
