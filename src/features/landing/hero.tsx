// The hero (#home): tagline, promise, the start-free button (to the pricing section) and the free analysis link.
import { getTranslations } from "next-intl/server";
import { LocaleLink as Link } from "@/features/shell/locale-link";
import { ProductVisual } from "./product-visual";
import { container, primaryButton, secondaryButton } from "./styles";

export async function Hero() {
  const t = await getTranslations();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="scroll-mt-[73px] bg-gradient-to-b from-background to-accent pt-14 pb-20 sm:pt-20"
    >
      <div className={`${container} grid items-center gap-12 lg:grid-cols-2`}>
        <div className="text-center lg:text-start">
          <p className="mb-4 inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-accent-foreground">
            {t("common.tagline")}
          </p>
          <h1 id="home-title" className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl">
            {t("landing.hero.title")}
          </h1>
          <p className="mt-6 text-lg text-muted-foreground">{t("landing.hero.text")}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
            <a href="#pricing" className={primaryButton}>
              {t("landing.startFree")}
            </a>
            <Link
              href={{ pathname: "/analyze/[slug]", params: { slug: "analyze-tiktok-account" } }}
              className={secondaryButton}
            >
              {t("landing.analyzeFree")}
            </Link>
          </div>
        </div>
        <ProductVisual />
      </div>
    </section>
  );
}
