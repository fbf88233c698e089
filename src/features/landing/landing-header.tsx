// The landing page's sticky header (73 px tall, the offset the menu highlight uses): brand, section menu, language
// menu and sign-in in a new tab.
import { getTranslations } from "next-intl/server";
import { LanguageMenu } from "@/features/shell/language-menu";
import { Link } from "@/i18n/navigation";
import { LandingNav } from "./landing-nav";
import { BrandMark } from "./platform-marks";
import { container } from "./styles";

export async function LandingHeader() {
  const t = await getTranslations();
  return (
    <header className="sticky top-0 z-40 h-[73px] border-b border-border bg-background/90 backdrop-blur">
      <div className={`${container} relative flex h-full items-center justify-between gap-3`}>
        <a href="#home" className="flex items-center gap-2 text-lg font-bold text-foreground">
          <BrandMark className="h-7 w-7" />
          {/* At phone width the mark alone leaves room for the language menu and sign-in. */}
          <span className="sr-only sm:not-sr-only">{t("common.brand")}</span>
        </a>
        <LandingNav />
        <div className="ms-auto flex items-center gap-2 sm:gap-3 md:ms-0">
          <LanguageMenu />
          <Link
            href="/signin"
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 items-center whitespace-nowrap rounded-lg border border-input px-3 text-sm font-semibold text-foreground hover:bg-muted sm:px-4"
          >
            {t("landing.signIn")}
          </Link>
        </div>
      </div>
    </header>
  );
}
