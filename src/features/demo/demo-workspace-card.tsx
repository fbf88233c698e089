"use client";
// Offers the one-click demo workspace on a team's first run (issue 6, item 6); the overview's first-run state
// renders it. Hidden when the server has no demo mode, when the team already has it, and for Analysts.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { useNotify } from "../settings/use-notify";
import { refetchAfterDemoChange, useDemoWorkspace } from "./api";

export function DemoWorkspaceCard({ onLoaded }: { onLoaded?: () => void }) {
  const t = useTranslations();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, canManage } = useDemoWorkspace();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!canManage || !state?.available || state.loaded) return null;

  const load = async () => {
    setLoading(true);
    setError(null);
    try {
      await api.post("/team/demo-workspace");
      await refetchAfterDemoChange(queryClient);
      notify(t("demo.card.loaded"));
      onLoaded?.();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card data-testid="demo-workspace-card">
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-foreground">{t("demo.card.title")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("demo.card.text")}</p>
          {error ? (
            <Alert tone="danger" role="alert" className="mt-3">
              {error}
            </Alert>
          ) : null}
        </div>
        <Button
          type="button"
          className="shrink-0 gap-2"
          disabled={loading}
          aria-busy={loading}
          onClick={() => void load()}
          data-testid="demo-workspace-load"
        >
          {loading ? <Spinner className="h-4 w-4" /> : null}
          {loading ? t("demo.card.loading") : t("demo.card.load")}
        </Button>
      </CardContent>
    </Card>
  );
}
