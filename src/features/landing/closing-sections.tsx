// The closing sections: testimonials, the FAQ (#faq, native <details> so it needs no JavaScript and works with the
// keyboard) and the call to action. The FAQ's figures come from the plan catalogue so it always agrees with the cards.

import { ChevronDown } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { VIRAL_MULTIPLE } from "@/domain/analytics/outliers";
import { PLANS, REFUND_DAYS } from "@/domain/plans";
import { LocaleLink as Link } from "@/features/shell/locale-link";
import type { Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { discountPercent } from "./pricing-section";
import { card, container, heading, primaryButton, secondaryButton, section } from "./styles";
import type { Translate } from "./translator";

const TESTIMONIALS = ["agency", "creator", "brand"] as const;
export const FAQ_IDS = ["what", "platforms", "login", "refresh", "team", "viral", "refund", "billing"] as const;

type T = Translate;

/** The FAQ as question/answer pairs, shared by the section and its FAQPage JSON-LD. */
export function faqEntries(t: T, locale: Locale): { id: string; q: string; a: string }[] {
  const values = {
    standardHours: PLANS.pro.limits.refreshHours,
    maxHours: PLANS.max.limits.refreshHours,
    priorityItems: PLANS.max.limits.priorityItems,
    proSeats: PLANS.pro.limits.seats,
    maxSeats: PLANS.max.limits.seats,
    multiple: VIRAL_MULTIPLE,
    days: REFUND_DAYS,
    discount: discountPercent(locale),
  };
  return FAQ_IDS.map((id) => ({
    id,
    q: t(`landing.faq.items.${id}.q`),
    // Each answer uses only some of the values; ICU ignores the others.
    a: t(`landing.faq.items.${id}.a`, values),
  }));
}

export async function TestimonialsSection() {
  const t = await getTranslations();
  return (
    <section aria-labelledby="testimonials-title" className={`${section} bg-background`}>
      <div className={container}>
        <h2 id="testimonials-title" className={`${heading} text-center`}>
          {t("landing.testimonials.title")}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <figure key={id} className={card}>
              <blockquote className="text-foreground">
                {/* <q> draws the quotation marks of the page language. */}
                <q>{t(`landing.testimonials.items.${id}.quote`)}</q>
              </blockquote>
              <figcaption className="mt-4 text-sm font-semibold text-foreground">
                {t(`landing.testimonials.items.${id}.role`)}
              </figcaption>
            </figure>
          ))}
        </div>
        {/* Composite quotes, not named customers: said so under them (issue 20 item 5). */}
        <p className="mt-8 text-center text-sm text-muted-foreground" data-testid="testimonials-illustrative">
          {t("landing.testimonials.illustrative")}
        </p>
      </div>
    </section>
  );
}

export async function FaqSection() {
  const t = await getTranslations();
  const entries = faqEntries(t, (await getLocale()) as Locale);
  return (
    <section id="faq" aria-labelledby="faq-title" className={`${section} bg-card`}>
      <div className={`${container} max-w-3xl`}>
        <h2 id="faq-title" className={`${heading} text-center`}>
          {t("landing.faq.title")}
        </h2>
        <div className="mt-10 divide-y divide-border rounded-2xl border border-border bg-background">
          {entries.map(({ id, q, a }) => (
            <details key={id} className="group px-5" data-faq={id}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-foreground [&::-webkit-details-marker]:hidden">
                <h3>{q}</h3>
                <ChevronDown
                  aria-hidden
                  className="h-5 w-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-5 text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

export async function CtaSection() {
  const t = await getTranslations();
  return (
    <section aria-labelledby="cta-title" className="bg-background py-20">
      <div className={`${container} max-w-4xl`}>
        <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("landing.cta.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t("landing.cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="#pricing" className={cn(primaryButton, "bg-white text-brand-800 hover:bg-white/90")}>
              {t("landing.startFree")}
            </a>
            <Link
              href={{ pathname: "/analyze/[slug]", params: { slug: "analyze-tiktok-account" } }}
              className={cn(secondaryButton, "border-white/60 bg-transparent text-white hover:bg-white/10")}
            >
              {t("landing.analyzeFree")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
