"use client";
// The built-in test provider's checkout page (issue 15 items 1, 5): `/dashboard/subscriptions/checkout/?session=`.
// It shows what is being bought and takes a test card; 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
// Expiry and CVC are asked only so the form feels like a real one: the test provider ignores them.
import { FlaskConical } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { PageHeading } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { usePayTestCheckout, useTestCheckoutSession } from "@/lib/queries/billing";
import { cardDigits, checkoutOpen, intervalOfPeriod } from "./billing-rules";
import { useBillingFormat } from "./use-billing-format";

export const TEST_CARDS = { pays: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

export function TestCheckoutView() {
  const t = useTranslations();
  const describe = useErrorMessage();
  const { money } = useBillingFormat();
  const sessionId = useSearchParams().get("session") ?? "";
  const session = useTestCheckoutSession(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const [card, setCard] = useState("");
  const id = useId();

  const heading = <PageHeading>{t("dashboardBilling.checkout.title")}</PageHeading>;
  if (!sessionId) {
    return (
      <>
        {heading}
        <Alert tone="danger">{t("dashboardBilling.checkout.missing")}</Alert>
      </>
    );
  }
  if (session.isError) {
    return (
      <>
        {heading}
        <LoadError message={describe(session.error)} onRetry={() => session.refetch()} />
      </>
    );
  }
  const declined = pay.error instanceof ApiRequestError && pay.error.code === ErrorCode.CardDeclined;
  const payError = pay.error ? (declined ? t("dashboardBilling.checkout.declined") : describe(pay.error)) : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    pay.mutate(cardDigits(card), { onSuccess: ({ url }) => window.location.assign(url) });
  };

  return (
    <>
      {heading}
      <div className="mx-auto max-w-xl space-y-6">
        <Alert tone="warning" className="flex items-center gap-2" data-testid="test-mode-banner">
          <FlaskConical aria-hidden className="h-4 w-4 shrink-0 text-warning" />
          <span>{t("dashboardBilling.checkout.testBanner")}</span>
        </Alert>
        <Card>
          <CardHeader>
            <CardTitle>{t("dashboardBilling.checkout.summary")}</CardTitle>
          </CardHeader>
          <CardContent>
            {session.data ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="checkout-summary">
                <dt className="text-muted-foreground">{t("dashboardBilling.checkout.plan")}</dt>
                <dd className="font-medium">{session.data.plan_label}</dd>
                <dt className="text-muted-foreground">{t("dashboardBilling.checkout.sku")}</dt>
                <dd>
                  <code className="text-xs">{session.data.sku}</code>
                </dd>
                <dt className="text-muted-foreground">{t("dashboardBilling.checkout.price")}</dt>
                <dd className="font-medium" data-testid="checkout-price">
                  {t(`dashboardBilling.plans.billed.${intervalOfPeriod(session.data.interval)}`, {
                    amount: money(session.data.amount),
                  })}
                </dd>
                <dt className="text-muted-foreground">{t("dashboardBilling.checkout.team")}</dt>
                <dd>{session.data.team_name}</dd>
              </dl>
            ) : (
              <Skeleton className="h-24 w-full" />
            )}
          </CardContent>
        </Card>
        {session.data && !checkoutOpen(session.data.status) ? (
          <Alert tone="info" data-testid="checkout-closed">
            {t("dashboardBilling.checkout.closed")}{" "}
            <Link href="/dashboard/subscriptions/" className="font-medium underline">
              {t("dashboardBilling.checkout.back")}
            </Link>
          </Alert>
        ) : (
          <Card>
            <CardContent className="pt-5">
              <form onSubmit={submit} className="space-y-4" noValidate>
                <FormField id={`${id}-card`} label={t("dashboardBilling.checkout.card")} error={payError}>
                  <Input
                    id={`${id}-card`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={card}
                    onChange={(event) => setCard(event.target.value)}
                    placeholder={TEST_CARDS.pays}
                    aria-invalid={payError ? true : undefined}
                    aria-describedby={`${id}-card-hint${payError ? ` ${id}-card-error` : ""}`}
                    required
                  />
                </FormField>
                <p id={`${id}-card-hint`} className="text-xs text-muted-foreground">
                  {t("dashboardBilling.checkout.cardHint", { pays: TEST_CARDS.pays, declined: TEST_CARDS.declined })}
                </p>
                <div className="grid grid-cols-2 gap-4">
                  <FormField id={`${id}-expiry`} label={t("dashboardBilling.checkout.expiry")}>
                    <Input id={`${id}-expiry`} autoComplete="off" placeholder="12/34" />
                  </FormField>
                  <FormField id={`${id}-cvc`} label={t("dashboardBilling.checkout.cvc")}>
                    <Input id={`${id}-cvc`} autoComplete="off" inputMode="numeric" placeholder="123" />
                  </FormField>
                </div>
                <p className="text-xs text-muted-foreground">{t("dashboardBilling.checkout.ignored")}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <Button type="submit" disabled={pay.isPending || !session.data} data-testid="checkout-pay">
                    {pay.isPending ? <Spinner className="h-4 w-4" /> : null}
                    {pay.isPending ? t("dashboardBilling.checkout.paying") : t("dashboardBilling.checkout.pay")}
                  </Button>
                  <Link
                    href="/dashboard/subscriptions/?checkout=cancel"
                    className="text-sm text-muted-foreground underline-offset-4 hover:underline"
                  >
                    {t("dashboardBilling.checkout.cancel")}
                  </Link>
                </div>
              </form>
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
}
