import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { LanguageMenu } from "../shell/language-menu";

export const LEGAL_UPDATED = new Date("2026-11-22T00:00:00Z");

export interface LegalSection {
  title: string;
  text: string;
}

/** Shared frame of the privacy policy and the terms: header, sections, last update and contact. */
export async function LegalPage({
  title,
  intro,
  sections,
  supportEmail,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
  supportEmail: string;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  return (
    <div className="min-h-screen bg-white">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-6 py-5">
        <Link href="/" className="text-lg font-bold text-brand-700">
          {t("common.brand")}
        </Link>
        <LanguageMenu />
      </header>
      <main className="mx-auto max-w-3xl px-6 pb-20">
        <h1 className="mt-6 text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          {t("legal.updated", { date: format.dateTime(LEGAL_UPDATED, { dateStyle: "long" }) })}
        </p>
        <p className="mt-6 text-slate-700">{intro}</p>
        {sections.map((section) => (
          <section key={section.title} className="mt-8">
            <h2 className="text-xl font-semibold">{section.title}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{section.text}</p>
          </section>
        ))}
        <p className="mt-10 text-slate-700">{t("legal.contact", { email: supportEmail })}</p>
      </main>
    </div>
  );
}
