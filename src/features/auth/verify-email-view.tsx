"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useVerifyEmail } from "@/lib/queries/account";
import { rememberedChosenPlan, subscriptionsHref } from "../billing/chosen-plan";

/** The dashboard, or the subscriptions page with the plan chosen before sign-up (its checkout needed this step). */
function continueHref(): string {
  const chosen = rememberedChosenPlan();
  return chosen ? subscriptionsHref(chosen) : "/dashboard/";
}

export function VerifyEmailView() {
  const t = useTranslations();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const [missingToken, setMissingToken] = useState(false);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get("token");
    if (token) mutate(token);
    else setMissingToken(true);
  }, [mutate]);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("auth.verify.title")}</h1>
      {verify.isSuccess ? (
        <>
          <Alert tone="success" data-testid="verify-done">
            {t("auth.verify.done")}
          </Alert>
          <Button asChild className="w-full">
            <a href={continueHref()}>{t("auth.verify.continue")}</a>
          </Button>
        </>
      ) : verify.isError || missingToken ? (
        <Alert tone="danger" role="alert" data-testid="verify-failed">
          {t("auth.verify.failed")}
        </Alert>
      ) : (
        <Spinner label={t("auth.verify.verifying")} />
      )}
    </div>
  );
}
