// The pricing section (#pricing): the three plans of the catalogue plus Enterprise. Both billing cycles are
// rendered on the server; the small toggle island only switches which one shows.

import { Check, X } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { type Plan, REFUND_DAYS, YEARLY_DISCOUNT_LABEL } from "@/domain/plans";
import { LocaleLink as Link } from "@/features/shell/locale-link";
import type { Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
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

/** One bullet point of a card; `included: false` is something the plan lacks (shown with a cross, not a check). */
interface Feature {
  text: string;
  included: boolean;
}

/** A plan's card bullet points, read from its limits. */
function planFeatures(plan: Plan, t: T): Feature[] {
  const { feeds, channels, historyDays, refreshHours, priorityItems, alerts, seats } = plan.limits;
  const items = [
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
    // Max: hourly refresh for its priority items (issue 18 item 3), the same words as the FAQ.
    ...(priorityItems > 0 ? [t("landing.pricing.limits.priority", { count: priorityItems })] : []),
    alerts === "none"
      ? t("landing.pricing.limits.alertsNone")
      : alerts === "custom"
        ? t("landing.pricing.limits.alertsCustom")
        : t("landing.pricing.limits.alertsWebhook"),
    seats === 0 ? t("landing.pricing.limits.seatsNone") : t("landing.pricing.limits.seats", { count: seats }),
  ];
  // Channel tracking is the one feature a plan can lack outright (Free: "No channel tracking").
  return items.map((text, index) => ({ text, included: !(index === 1 && channels === 0) }));
}

function Features({ items }: { items: Feature[] }) {
  return (
    <ul className="mt-6 space-y-3 text-sm text-foreground">
      {items.map(({ text, included }) => (
        <li key={text} className="flex gap-2" data-included={included}>
          {included ? (
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-success" />
          ) : (
            <X aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
          )}
          <span className={included ? undefined : "text-muted-foreground"}>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The card buttons: a wrapping label (long ones such as "Vertrieb kontaktieren" take two lines instead of spilling
 * out of a narrow card, issue 20 item 5).
 */
const cardButton =
  "mt-6 inline-flex min-h-11 items-center justify-center rounded-lg px-3 py-2 text-center text-sm leading-tight font-semibold transition-colors";

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
      <div className="mt-6 min-h-28" data-testid={`price-${plan.name}`}>
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
          {/* On a line of its own, never wrapped: beside a long price it would break or be cut (issue 20 item 5). */}
          {!free && (
            <span
              className="mt-2 block w-fit rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-success"
              data-testid="yearly-discount"
            >
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
      <PlanButtons plan={plan} label={t(`landing.pricing.plans.${plan.name}.button`)} popular={popular} />
      <p className="mt-3 text-center text-xs text-muted-foreground">{t(`landing.pricing.plans.${plan.name}.tip`)}</p>
      <Features items={planFeatures(plan, t)} />
    </article>
  );
}

/**
 * Sign-up with the chosen plan and billing period kept (`?plan=pro&period=yearly`), so the subscriptions page offers
 * that plan's checkout after sign-up (issue 20 item 5). Both periods are rendered; the toggle shows one. Free needs no
 * checkout: plain sign-up.
 */
function PlanButtons({ plan, label, popular }: { plan: Plan; label: string; popular: boolean }) {
  const look = `${cardButton} ${
    popular
      ? "bg-primary text-primary-foreground hover:bg-primary/90"
      : "border border-input text-foreground hover:bg-muted"
  }`;
  if (plan.monthlyPrice === 0) {
    return (
      <Link href="/signup" className={look} data-testid={`plan-button-${plan.name}`}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <Link
        href={{ pathname: "/signup", query: { plan: plan.name, period: "monthly" } }}
        className={`${look} group-data-[billing=yearly]/pricing:hidden`}
        data-testid={`plan-button-${plan.name}`}
      >
        {label}
      </Link>
      <Link
        href={{ pathname: "/signup", query: { plan: plan.name, period: "yearly" } }}
        // cn drops the look's own inline-flex, which would otherwise outrank `hidden` and show both links at once.
        className={cn(look, "hidden group-data-[billing=yearly]/pricing:inline-flex")}
        data-testid={`plan-button-${plan.name}-yearly`}
      >
        {label}
      </Link>
    </>
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
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
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
              <p className="mt-6 min-h-28 text-4xl font-extrabold tracking-tight text-foreground">
                {t("landing.pricing.plans.enterprise.price")}
              </p>
              <a
                href={`mailto:${supportEmail}?subject=Feedscope%20Enterprise`}
                className={`${cardButton} border border-input text-foreground hover:bg-muted`}
                data-testid="plan-button-enterprise"
              >
                {t("landing.pricing.plans.enterprise.button")}
              </a>
              <p className="mt-3 text-center text-xs text-muted-foreground">
                {t("landing.pricing.plans.enterprise.tip")}
              </p>
              <Features
                items={ENTERPRISE_FEATURES.map((id) => ({
                  text: t(`landing.pricing.plans.enterprise.features.${id}`),
                  included: true,
                }))}
              />
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
