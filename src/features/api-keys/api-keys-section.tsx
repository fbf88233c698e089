"use client";
// Settings → API (issue 17 item 3): what keys are for, a link to the API reference (/v1/docs/), the team's keys,
// and creating one (Owner and Admin, verified email). Analysts see the list read-only; Free and Pro see what the
// Max plan adds, with the upgrade link for who may upgrade, and a team that left Max still sees its keys (they stop
// working off Max) and may revoke them.
import { KeyRound } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { needsEmailVerification } from "@/domain/enums";
import { planOf } from "@/domain/plans";
import { Action, can } from "@/domain/roles";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useApiKeys } from "@/lib/queries/api-keys";
import type { UserInfo } from "@/lib/store/types";
import { ApiKeysTable } from "./api-keys-table";
import { CreateKeyDialog } from "./create-key-dialog";

export function ApiKeysSection({ user }: { user: UserInfo }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const hasApi = planOf(user.team_info.plan).limits.apiAccess;
  const manager = can(user.role, Action.ManageApiKeys);
  const unverified = needsEmailVerification(user.status);
  // Listing and revoking work on every plan (only creating needs Max): a team that left Max still manages its keys.
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const docs = (
    <a href="/v1/docs/" className="font-medium text-primary hover:underline" data-testid="api-docs-link">
      {t("apiKeys.docs")}
    </a>
  );

  const table = (
    <ApiKeysTable
      keys={keys.data?.keys ?? []}
      canRevoke={manager}
      loading={keys.isPending}
      error={keys.isError ? { message: errorMessage(keys.error), onRetry: () => keys.refetch() } : null}
    />
  );

  if (!hasApi) {
    const upgradeCard = (
      <Card data-testid="api-keys-upgrade">
        <CardContent className="space-y-2 text-sm">
          <p className="font-medium text-foreground">{t("apiKeys.upgrade.title")}</p>
          <p className="text-muted-foreground">{t("apiKeys.upgrade.text")}</p>
          <p className="flex flex-wrap gap-4">
            {manager ? (
              <Link href="/dashboard/subscriptions/" className="font-medium text-primary hover:underline">
                {t("apiKeys.upgrade.action")}
              </Link>
            ) : null}
            {docs}
          </p>
        </CardContent>
      </Card>
    );
    const leftoverKeys = (keys.data?.keys.length ?? 0) > 0;
    return (
      <div className="space-y-4">
        {upgradeCard}
        {leftoverKeys ? (
          <div className="space-y-4" data-testid="api-keys-inactive">
            <Alert tone="warning">{t("apiKeys.upgrade.keysInactive")}</Alert>
            {table}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-4" data-testid="api-keys">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0 flex-[1_1_16rem] space-y-1 text-sm">
            <p className="text-foreground">{t("apiKeys.intro", { limit: keys.data?.rate_limit_per_minute ?? 60 })}</p>
            <p>{docs}</p>
          </div>
          {manager ? (
            <Button
              type="button"
              onClick={() => setCreating(true)}
              disabled={unverified}
              title={unverified ? t("apiKeys.verifyFirst") : undefined}
              data-testid="api-key-create-open"
            >
              <KeyRound aria-hidden className="h-4 w-4" />
              {t("apiKeys.create.button")}
            </Button>
          ) : null}
        </CardContent>
      </Card>
      {manager ? (
        unverified ? (
          <Alert tone="warning">{t("apiKeys.verifyFirst")}</Alert>
        ) : null
      ) : (
        <Alert tone="info">{t("apiKeys.readOnly")}</Alert>
      )}
      {table}
      {manager ? <CreateKeyDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}
