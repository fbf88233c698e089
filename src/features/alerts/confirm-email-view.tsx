"use client";
// The page an alert confirmation email links to (`/confirm-alerts/?token=…`, localized like the auth pages): it
// confirms the address through /v1/alert/destination/confirm and says so in words, where the bare API link used to
// answer a JSON envelope.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useConfirmAlertEmail } from "@/lib/queries/alerts";

export function ConfirmAlertEmailView() {
  const t = useTranslations();
  const confirm = useConfirmAlertEmail();
  const { mutate } = confirm;
  const [missingToken, setMissingToken] = useState(false);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get("token");
    if (token) mutate(token);
    else setMissingToken(true);
  }, [mutate]);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("dashboardAlerts.confirmEmail.title")}</h1>
      {confirm.isSuccess ? (
        <>
          <Alert tone="success" data-testid="alert-email-confirmed">
            <span dir="auto">{t("dashboardAlerts.confirmEmail.done", { email: confirm.data.email })}</span>
          </Alert>
          <p className="text-sm text-muted-foreground">{t("dashboardAlerts.confirmEmail.stop")}</p>
          <Button asChild variant="outline" className="w-full">
            <a href="/">{t("dashboardAlerts.confirmEmail.home")}</a>
          </Button>
        </>
      ) : confirm.isError || missingToken ? (
        <Alert tone="danger" role="alert" data-testid="alert-email-failed">
          {t("dashboardAlerts.confirmEmail.failed")}
        </Alert>
      ) : (
        <Spinner label={t("dashboardAlerts.confirmEmail.confirming")} />
      )}
    </div>
  );
}
