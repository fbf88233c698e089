// The landing page's sticky header (73 px tall, the offset the menu highlight uses): brand, section menu, language
// menu and sign-in in a new tab.
import { getTranslations } from "next-intl/server";
import { LeanLanguageMenu } from "@/features/shell/lean-language-menu";
import { LocaleLink } from "@/features/shell/locale-link";
import { NAV_SECTIONS } from "./landing-links";
import { LandingNav, type LandingNavLabels } from "./landing-nav";
import { BrandMark } from "./platform-marks";
import { container } from "./styles";

export async function LandingHeader() {
  const t = await getTranslations();
  const navLabels: LandingNavLabels = {
    label: t("landing.nav.label"),
    openMenu: t("landing.nav.openMenu"),
    closeMenu: t("landing.nav.closeMenu"),
    sections: Object.fromEntries(
      NAV_SECTIONS.map((id) => [id, t(`landing.nav.${id}`)]),
    ) as LandingNavLabels["sections"],
  };
  return (
    <header className="sticky top-0 z-40 h-[73px] border-b border-border bg-background/90 backdrop-blur">
      <div className={`${container} relative flex h-full items-center justify-between gap-3`}>
        <a href="#home" className="flex items-center gap-2 text-lg font-bold text-foreground">
          <BrandMark className="h-7 w-7" />
          {/* At phone width the mark alone leaves room for the language menu and sign-in. */}
          <span className="sr-only sm:not-sr-only">{t("common.brand")}</span>
        </a>
        <LandingNav labels={navLabels} />
        <div className="ms-auto flex items-center gap-2 sm:gap-3 md:ms-0">
          <LeanLanguageMenu />
          <LocaleLink
            href="/signin"
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 items-center whitespace-nowrap rounded-lg border border-input px-3 text-sm font-semibold text-foreground hover:bg-muted sm:px-4"
          >
            {t("landing.signIn")}
          </LocaleLink>
        </div>
      </div>
    </header>
  );
}
