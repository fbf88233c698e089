// The pricing section (#pricing): the three plans of the catalogue plus Enterprise. Both billing cycles are
// rendered on the server; the small toggle island only switches which one shows.

import { Check } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { type Plan, REFUND_DAYS, YEARLY_DISCOUNT_LABEL } from "@/domain/plans";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { formatUsd, plansInOrder, yearlyTotal } from "./pricing-data";
import { PricingToggle } from "./pricing-toggle";
import { container, heading, lead, section } from "./styles";
import type { Translate } from "./translator";

type T = Translate;

/** "17% off" from the catalogue's label, with the percentage written the locale's way ("17 %", "%17"). */
export function discountPercent(locale: Locale): string {
  const percent = Number.parseInt(YEARLY_DISCOUNT_LABEL, 10) / 100;
  return new Intl.NumberFormat(locale, { style: "percent" }).format(percent);
}

/** A plan's card bullet points, read from its limits. */
function planFeatures(plan: Plan, t: T): string[] {
  const { feeds, channels, historyDays, refreshHours, alerts, seats } = plan.limits;
  return [
    feeds === null ? t("landing.pricing.limits.feedsUnlimited") : t("landing.pricing.limits.feeds", { count: feeds }),
    channels === null
      ? t("landing.pricing.limits.channelsUnlimited")
      : channels === 0
        ? t("landing.pricing.limits.channelsNone")
        : t("landing.pricing.limits.channels", { count: channels }),
    historyDays === null
      ? t("landing.pricing.limits.historyUnlimited")
      : t("landing.pricing.limits.history", { days: historyDays }),
    t("landing.pricing.limits.refresh", { hours: refreshHours }),
    alerts === "none"
      ? t("landing.pricing.limits.alertsNone")
      : alerts === "custom"
        ? t("landing.pricing.limits.alertsCustom")
        : t("landing.pricing.limits.alertsWebhook"),
    seats === 0 ? t("landing.pricing.limits.seatsNone") : t("landing.pricing.limits.seats", { count: seats }),
  ];
}

function Features({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 space-y-3 text-sm text-foreground">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const cardBase = "relative flex flex-col rounded-2xl border bg-card p-6";

function PlanCard({ plan, locale, discount, t }: { plan: Plan; locale: Locale; discount: string; t: T }) {
  const popular = plan.name === "pro";
  const free = plan.monthlyPrice === 0;
  const price = (amount: number) => (
    <span className="text-4xl font-extrabold tracking-tight text-foreground">{formatUsd(amount, locale)}</span>
  );
  return (
    <article
      data-plan={plan.name}
      aria-labelledby={`plan-${plan.name}`}
      className={`${cardBase} ${popular ? "border-primary shadow-lg ring-1 ring-primary" : "border-border"}`}
    >
      {popular && (
        <p className="absolute -top-3 start-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {t("landing.pricing.popular")}
        </p>
      )}
      <h3 id={`plan-${plan.name}`} className="text-lg font-semibold text-foreground">
        {plan.label}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">
        {t(`landing.pricing.plans.${plan.name}.description`)}
      </p>
      <div className="mt-6 min-h-20" data-testid={`price-${plan.name}`}>
        <p className="group-data-[billing=yearly]/pricing:hidden" data-billing="monthly">
          {price(plan.monthlyPrice)}
          <span className="ms-1 text-muted-foreground">{t("landing.pricing.perMonth")}</span>
          <span className="mt-1 block text-sm text-muted-foreground">
            {free ? t("landing.pricing.freeForever") : t("landing.pricing.billedMonthly")}
          </span>
        </p>
        <p className="hidden group-data-[billing=yearly]/pricing:block" data-billing="yearly">
          {price(plan.yearlyMonthlyPrice)}
          <span className="ms-1 text-muted-foreground">{t("landing.pricing.perMonth")}</span>
          {!free && (
            <span className="ms-2 rounded-full bg-success-soft px-2 py-0.5 align-middle text-xs font-semibold text-success">
              {discount}
            </span>
          )}
          <span className="mt-1 block text-sm text-muted-foreground">
            {free
              ? t("landing.pricing.freeForever")
              : t("landing.pricing.billedYearly", { amount: formatUsd(yearlyTotal(plan), locale) })}
          </span>
        </p>
      </div>
      <Link
        href="/signup"
        className={`mt-6 inline-flex h-11 items-center justify-center rounded-lg px-4 font-semibold transition-colors ${
          popular
            ? "bg-primary text-primary-foreground hover:bg-primary/90"
            : "border border-input text-foreground hover:bg-muted"
        }`}
      >
        {t(`landing.pricing.plans.${plan.name}.button`)}
      </Link>
      <p className="mt-3 text-center text-xs text-muted-foreground">{t(`landing.pricing.plans.${plan.name}.tip`)}</p>
      <Features items={planFeatures(plan, t)} />
    </article>
  );
}

const ENTERPRISE_FEATURES = ["api", "whiteLabel", "integrations", "manager", "chat"] as const;

export async function PricingSection({ supportEmail }: { supportEmail: string }) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const discount = t("landing.pricing.discount", { percent: discountPercent(locale) });
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={`${section} bg-card`}>
      <div className={container}>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="pricing-title" className={heading}>
            {t("landing.pricing.title")}
          </h2>
          <p className={lead}>{t("landing.pricing.text")}</p>
        </div>
        <PricingToggle
          labels={{
            billing: t("landing.pricing.billing"),
            monthly: t("landing.pricing.monthly"),
            yearly: t("landing.pricing.yearly"),
            discount,
          }}
        >
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {plansInOrder().map((plan) => (
              <PlanCard key={plan.name} plan={plan} locale={locale} discount={discount} t={t} />
            ))}
            <article data-plan="enterprise" aria-labelledby="plan-enterprise" className={`${cardBase} border-border`}>
              <h3 id="plan-enterprise" className="text-lg font-semibold text-foreground">
                {t("landing.pricing.plans.enterprise.name")}
              </h3>
              <p className="mt-1 min-h-10 text-sm text-muted-foreground">
                {t("landing.pricing.plans.enterprise.description")}
              </p>
              <p className="mt-6 min-h-20 text-4xl font-extrabold tracking-tight text-foreground">
                {t("landing.pricing.plans.enterprise.price")}
              </p>
              <a
                href={`mailto:${supportEmail}?subject=Feedscope%20Enterprise`}
                className="mt-6 inline-flex h-11 items-center justify-center rounded-lg border border-input px-4 font-semibold text-foreground transition-colors hover:bg-muted"
              >
                {t("landing.pricing.plans.enterprise.button")}
              </a>
              <p className="mt-3 text-center text-xs text-muted-foreground">
                {t("landing.pricing.plans.enterprise.tip")}
              </p>
              <Features items={ENTERPRISE_FEATURES.map((id) => t(`landing.pricing.plans.enterprise.features.${id}`))} />
            </article>
          </div>
        </PricingToggle>
        <p className="mt-10 text-center text-sm text-foreground" data-testid="money-back">
          {t("landing.pricing.moneyBack", { days: REFUND_DAYS })}
        </p>
      </div>
    </section>
  );
}
