import { getFormatter, getTranslations } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { PLANS, REFUND_DAYS } from "@/domain/plans";
import type { MessageKey } from "@/i18n/types";
import { getEnv } from "@/server/env";
import { LEGAL_SECTIONS, type LegalDocument } from "../../lib/pages/legal-sections";
import { LeanLanguageMenu } from "../shell/lean-language-menu";
import { LocaleLink } from "../shell/locale-link";

export const LEGAL_UPDATED = new Date("2026-11-22T00:00:00Z");

/**
 * The privacy policy or the terms: header, title, last update, table of contents and the numbered sections. Plan
 * figures and the support address come from the plan catalogue and the environment, so the text cannot drift from
 * what the product does.
 */
export async function LegalPage({ doc }: { doc: LegalDocument }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const values = {
    email: getEnv().supportEmail,
    freeDays: PLANS.free.limits.historyDays ?? 0,
    proDays: PLANS.pro.limits.historyDays ?? 0,
    refundDays: REFUND_DAYS,
  };
  const sections = LEGAL_SECTIONS[doc].map(({ id, paragraphs }) => ({
    id,
    title: t(`legal.${doc}.sections.${id}.title` as MessageKey),
    paragraphs: Array.from({ length: paragraphs }, (_, i) =>
      t(`legal.${doc}.sections.${id}.p${i + 1}` as MessageKey, values),
    ),
  }));
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-6 py-5">
        <LocaleLink href="/" className="text-lg font-bold text-accent-foreground" aria-label={t("legal.home")}>
          {t("common.brand")}
        </LocaleLink>
        <LeanLanguageMenu />
      </header>
      <main {...mainTarget} className="outline-none mx-auto max-w-3xl px-6 pb-20">
        {/* text-2xl on a phone: "Nutzungsbedingungen" and "конфиденциальности" fit 342 px whole (QA s10 item 7);
            globals.css breaks any heading that still does not. */}
        <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{t(`legal.${doc}.title`)}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t("legal.updated", { date: format.dateTime(LEGAL_UPDATED, { dateStyle: "long", timeZone: "UTC" }) })}
        </p>
        <p className="mt-6 leading-relaxed text-foreground">{t(`legal.${doc}.intro`)}</p>
        <nav aria-labelledby="legal-toc" className="mt-8 rounded-lg border border-border bg-muted p-5">
          <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t("legal.toc")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 ps-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent-foreground hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-6" aria-labelledby={`${section.id}-h`}>
            <h2 id={`${section.id}-h`} className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-3 leading-relaxed text-foreground">
                {text}
              </p>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}
