"use client";
// A webhook destination's signing secret, answered once by the save that created it (issue 16 item 1): shown here
// with a copy button, then gone; the table afterwards shows only its last characters.
import { useTranslations } from "next-intl";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Button } from "@/components/ui/button";
import type { AlertGroup } from "@/domain/contracts/alerts";
import { CopyButton } from "@/features/tools/copy-button";

export function SecretDialog({ group, onClose }: { group: AlertGroup | null; onClose: () => void }) {
  const t = useTranslations();
  const secrets = group?.destinations.filter((destination) => destination.secret) ?? [];
  return (
    <Modal
      open={group !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t("dashboardAlerts.groups.secret.title")}
      description={t("dashboardAlerts.groups.secret.text")}
      testId="secret-dialog"
    >
      <ul className="space-y-4 px-5 pt-4 pb-2">
        {secrets.map((destination) => (
          <li key={destination.id} className="space-y-2">
            <p className="truncate text-xs text-muted-foreground" dir="ltr">
              {destination.url}
            </p>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 flex-1 truncate rounded-md bg-muted px-3 py-2 font-mono text-sm text-foreground"
                dir="ltr"
                data-testid="webhook-secret"
              >
                {destination.secret}
              </code>
              <CopyButton text={destination.secret ?? ""} label={t("dashboardAlerts.groups.secret.copy")} />
            </div>
          </li>
        ))}
      </ul>
      <ModalFooter>
        <Button type="button" onClick={onClose} data-testid="secret-done">
          {t("dashboardAlerts.groups.secret.done")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
