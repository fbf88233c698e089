// The page copy of a public analysis page (analyzePages.<pageKey>.*): how it works, the promotion, the features,
// the FAQ and the call to action. Rendered on the server; keys are template literals so the i18n check sees them.
import { ChartColumn, ChevronDown, Clock, Flame } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { MessageKey } from "@/i18n/types";
import type { AnalyzePageKey } from "../../lib/pages/analyze-pages";

const STEPS = [1, 2, 3] as const;
const FEATURES = [
  { n: 1, icon: ChartColumn },
  { n: 2, icon: Flame },
  { n: 3, icon: Clock },
] as const;
export const FAQ_ITEMS = [1, 2, 3, 4] as const;

export async function AnalyzePageSections({ pageKey, anchor }: { pageKey: AnalyzePageKey; anchor: string }) {
  const t = await getTranslations();
  return (
    <div className="pb-20">
      <section aria-labelledby="instructions-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="instructions-title" className="text-center text-2xl font-bold text-foreground sm:text-3xl">
          {t(`analyzePages.${pageKey}.instructions.title` as MessageKey)}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((n) => (
            <li key={n} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {n}
              </span>
              <h3 className="mt-4 font-semibold text-foreground">
                {t(`analyzePages.${pageKey}.instructions.step${n}Title` as MessageKey)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`analyzePages.${pageKey}.instructions.step${n}Text` as MessageKey)}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-4xl px-4 sm:px-6">
        <p className="rounded-2xl bg-gradient-to-r from-brand-600 to-brand-800 px-6 py-8 text-center text-lg font-medium text-white shadow-sm sm:px-10">
          {t(`analyzePages.${pageKey}.promotion` as MessageKey)}
        </p>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-title" className="text-center text-2xl font-bold text-foreground sm:text-3xl">
          {t(`analyzePages.${pageKey}.features.title` as MessageKey)}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ n, icon: Icon }) => (
            <div key={n} className="rounded-xl bg-card p-6 shadow-sm ring-1 ring-border">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <h3 className="mt-4 font-semibold text-foreground">
                {t(`analyzePages.${pageKey}.features.f${n}Title` as MessageKey)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`analyzePages.${pageKey}.features.f${n}Text` as MessageKey)}
              </p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-center text-2xl font-bold text-foreground sm:text-3xl">
          {t(`analyzePages.${pageKey}.faq.title` as MessageKey)}
        </h2>
        <div className="mt-8 divide-y divide-border rounded-xl border border-border bg-card">
          {FAQ_ITEMS.map((n) => (
            <details key={n} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-foreground [&::-webkit-details-marker]:hidden">
                {t(`analyzePages.${pageKey}.faq.q${n}` as MessageKey)}
                <ChevronDown
                  aria-hidden
                  className="h-4 w-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                {t(`analyzePages.${pageKey}.faq.a${n}` as MessageKey)}
              </p>
            </details>
          ))}
        </div>
      </section>

      <section className="mx-auto mt-16 max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl border border-primary/20 bg-accent px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-foreground">{t(`analyzePages.${pageKey}.cta.title` as MessageKey)}</h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            {t(`analyzePages.${pageKey}.cta.text` as MessageKey)}
          </p>
          <a
            href={`#${anchor}`}
            className="mt-6 inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/90"
          >
            {t(`analyzePages.${pageKey}.cta.button` as MessageKey)}
          </a>
        </div>
      </section>
    </div>
  );
}
