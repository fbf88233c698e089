"use client";
// Offers the one-click demo workspace on a team's first run (issue 6, item 6); the overview's first-run state
// renders it. Hidden when the server has no demo mode or the team already has it; disabled, with the reason, for
// Analysts (issue 14 item 3).
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { useDemoWorkspace, useLoadDemoWorkspace } from "@/lib/queries/demo";
import { useErrorMessage } from "../../lib/errors/use-error-message";

export function DemoWorkspaceCard({ onLoaded }: { onLoaded?: () => void }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const { state } = useDemoWorkspace();
  const lock = useRoleLock(Action.ManageTeamSettings);
  // The failure shows in the card itself, beside the button that retries it.
  const load = useLoadDemoWorkspace({ success: t("demo.card.loaded") });
  const loading = load.isPending;

  if (!state?.available || state.loaded) return null;

  return (
    <Card data-testid="demo-workspace-card">
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-foreground">{t("demo.card.title")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("demo.card.text")}</p>
          {load.isError ? (
            <Alert tone="danger" role="alert" className="mt-3">
              {errorMessage(load.error)}
            </Alert>
          ) : null}
        </div>
        <RoleLocked lock={lock} className="shrink-0">
          <Button
            type="button"
            className="shrink-0 gap-2"
            disabled={loading || lock.locked}
            aria-busy={loading}
            onClick={() => load.mutate(undefined, { onSuccess: onLoaded })}
            data-testid="demo-workspace-load"
          >
            {loading ? <Spinner className="h-4 w-4" /> : null}
            {loading ? t("demo.card.loading") : t("demo.card.load")}
          </Button>
        </RoleLocked>
      </CardContent>
    </Card>
  );
}
