"use client";
// The three plans of the catalogue with the monthly/yearly toggle (issue 15 item 5): the current plan marked, and
// Upgrade / Downgrade / change of interval behind a confirm dialog that says what changes and when.
import { Check, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { confirm } from "@/components/modals/events";
import { Badge } from "@/components/ui/badge";
import type { CatalogPlan, PlanCatalog, Subscription } from "@/domain/contracts/billing";
import { cn } from "@/lib/cn";
import {
  type BillingAccess,
  downgradeStops,
  type Interval,
  intervalOf,
  type PlanChange,
  planChange,
  priceFor,
  skuFor,
  stopsAnything,
} from "./billing-rules";
import type { ChosenPlan } from "./chosen-plan";
import { OwnerButton } from "./owner-button";
import { useBillingFormat } from "./use-billing-format";
import { useStoppedWords } from "./use-stopped-words";

/** "17% off" from the catalogue's label, the percentage written the locale's way. */
function useDiscount(label: string) {
  const t = useTranslations();
  const locale = useLocale();
  const percent = Number.parseInt(label, 10) / 100;
  return t("dashboardBilling.plans.discount", {
    percent: new Intl.NumberFormat(locale, { style: "percent" }).format(percent),
  });
}

function IntervalToggle({
  interval,
  onChange,
  discount,
}: {
  interval: Interval;
  onChange: (interval: Interval) => void;
  discount: string;
}) {
  const t = useTranslations();
  const option = (value: Interval, label: React.ReactNode) => (
    <button
      type="button"
      aria-pressed={interval === value}
      onClick={() => onChange(value)}
      data-testid={`interval-${value}`}
      className={cn(
        "inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors",
        interval === value ? "bg-card text-foreground shadow" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">{t("dashboardBilling.plans.interval")}</legend>
      <div className="inline-flex rounded-full bg-input p-1">
        {option("monthly", t("dashboardBilling.plans.monthly"))}
        {option(
          "yearly",
          <>
            {t("dashboardBilling.plans.yearly")}
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
              {discount}
            </span>
          </>,
        )}
      </div>
    </fieldset>
  );
}

function useFeatures() {
  const t = useTranslations();
  return (limits: CatalogPlan["limits"]) =>
    [
      limits.feeds === null
        ? t("dashboardBilling.limits.feedsUnlimited")
        : t("dashboardBilling.limits.feeds", { count: limits.feeds }),
      limits.channels === null
        ? t("dashboardBilling.limits.channelsUnlimited")
        : t("dashboardBilling.limits.channels", { count: limits.channels }),
      limits.seats === null
        ? t("dashboardBilling.limits.seatsUnlimited")
        : t("dashboardBilling.limits.seats", { count: limits.seats }),
      limits.history_days === null
        ? t("dashboardBilling.limits.historyUnlimited")
        : t("dashboardBilling.limits.history", { days: limits.history_days }),
      t("dashboardBilling.limits.refresh", { hours: limits.refresh_hours }),
    ].map((text, index) => ({
      text,
      // Channel tracking is what a plan can lack outright (Free): a cross, not a check (issue 20 item 5).
      included: !(index === 1 && limits.channels === 0),
    }));
}

export interface PlanChoice {
  plan: CatalogPlan;
  interval: Interval;
  change: Exclude<PlanChange, "current">;
}

export function PlanCards({
  catalog,
  subscription,
  access,
  onChoose,
  offer = null,
  onOffered,
}: {
  catalog: PlanCatalog;
  subscription: Subscription;
  access: BillingAccess;
  /** Runs once the person confirmed. */
  onChoose: (choice: PlanChoice) => Promise<void>;
  /** A plan chosen on the pricing cards before sign-up: its confirm dialog (the way to checkout) opens by itself. */
  offer?: ChosenPlan | null;
  /** Called once the offer was made (or could not be: the team already has that plan). */
  onOffered?: () => void;
}) {
  const t = useTranslations();
  const { money, date } = useBillingFormat();
  const features = useFeatures();
  const stoppedWords = useStoppedWords();
  const [interval, setInterval] = useState<Interval>(offer?.period ?? intervalOf(subscription.sku));
  const discount = useDiscount(catalog.plans.find((plan) => plan.yearly_discount_label)?.yearly_discount_label ?? "");
  const periodEnd = date(subscription.current_period_end);

  const stopsSentence = (plan: CatalogPlan) => {
    const stops = downgradeStops(subscription.usage, plan.limits);
    if (!stopsAnything(stops)) return t("dashboardBilling.confirm.nothingStops", { plan: plan.label });
    const parts: string[] = [];
    if (stops.feeds + stops.channels > 0) {
      parts.push(t("dashboardBilling.confirm.stops", { plan: plan.label, items: stoppedWords(stops) }));
    }
    if (stops.seats > 0) {
      parts.push(
        t("dashboardBilling.confirm.readOnly", {
          members: t("dashboardBilling.count.members", { count: stops.seats }),
        }),
      );
    }
    return parts.join(" ");
  };

  const ask = (plan: CatalogPlan, change: PlanChoice["change"]) => {
    const price = priceFor(plan, interval);
    const billed = t(`dashboardBilling.plans.billed.${interval}`, { amount: money(price.billed) });
    const message =
      change === "upgrade"
        ? t("dashboardBilling.confirm.upgradeText", { plan: plan.label, billed })
        : change === "interval"
          ? t("dashboardBilling.confirm.intervalText", { plan: plan.label, billed })
          : plan.name === "free"
            ? `${t("dashboardBilling.confirm.cancelText", { date: periodEnd })} ${stopsSentence(plan)}`
            : `${t("dashboardBilling.confirm.downgradeText", { plan: plan.label, billed, date: periodEnd })} ${stopsSentence(plan)}`;
    confirm({
      title: t(`dashboardBilling.confirm.${change}Title`, { plan: plan.label }),
      message,
      confirmText: t(`dashboardBilling.confirm.${change}Button`),
      cancelText: t("dashboardBilling.confirm.keep"),
      color: change === "downgrade" ? "danger" : "primary",
      onSubmit: () => onChoose({ plan, interval, change }),
    });
  };

  // Offered once per visit, and only to whoever can buy (the Owner); a plan the team already has is not offered.
  const offered = useRef(false);
  useEffect(() => {
    if (!offer || offered.current || access !== "manage") return;
    offered.current = true;
    onOffered?.();
    const plan = catalog.plans.find((candidate) => candidate.name === offer.plan);
    if (!plan) return;
    const change = planChange(subscription.plan, subscription.sku, plan.name, offer.period);
    if (change === "upgrade" || change === "interval") ask(plan, change);
  });

  return (
    <section aria-labelledby="plans-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-title" className="text-lg font-semibold text-foreground">
          {t("dashboardBilling.plans.title")}
        </h2>
        <IntervalToggle interval={interval} onChange={setInterval} discount={discount} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {catalog.plans.map((plan) => {
          const change = planChange(subscription.plan, subscription.sku, plan.name, interval);
          const isCurrentPlan = plan.name === subscription.plan;
          const price = priceFor(plan, interval);
          const free = skuFor(plan, interval) === null;
          return (
            <article
              key={plan.name}
              data-plan={plan.name}
              data-testid={`plan-card-${plan.name}`}
              aria-labelledby={`billing-plan-${plan.name}`}
              className={cn(
                "flex flex-col rounded-xl border bg-card p-5",
                isCurrentPlan ? "border-primary ring-1 ring-primary" : "border-border",
              )}
            >
              <div className="flex items-center gap-2">
                <h3 id={`billing-plan-${plan.name}`} className="text-base font-semibold text-foreground">
                  {plan.label}
                </h3>
                {isCurrentPlan ? <Badge>{t("dashboardBilling.plans.current")}</Badge> : null}
              </div>
              <p className="mt-3" data-testid={`plan-price-${plan.name}`}>
                <span className="text-3xl font-extrabold tracking-tight text-foreground">{money(price.perMonth)}</span>
                <span className="ms-1 text-muted-foreground">{t("dashboardBilling.plans.perMonth")}</span>
              </p>
              <p className="mt-1 min-h-5 text-xs text-muted-foreground">
                {free
                  ? t("dashboardBilling.plans.freeForever")
                  : t(`dashboardBilling.plans.billed.${interval}`, {
                      amount: money(price.billed),
                    })}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-foreground">
                {features(plan.limits).map(({ text, included }) => (
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
              {access === "none" ? null : change === "current" ? (
                <p className="mt-5 text-center text-sm font-medium text-muted-foreground">
                  {t("dashboardBilling.plans.currentPlan")}
                </p>
              ) : plan.name === "free" && subscription.cancel_at_period_end ? (
                <p className="mt-5 text-center text-sm font-medium text-muted-foreground" data-testid="free-scheduled">
                  {t("dashboardBilling.plans.scheduled", { date: periodEnd })}
                </p>
              ) : (
                <OwnerButton
                  access={access}
                  className="mt-5"
                  variant={change === "upgrade" ? "default" : "outline"}
                  onClick={() => ask(plan, change)}
                  data-testid={`choose-${plan.name}`}
                >
                  {t(`dashboardBilling.plans.action.${change}`, { plan: plan.label })}
                </OwnerButton>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
