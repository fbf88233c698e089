"use client";
// The team's API keys (issue 17 item 3) on the kit's DataTable: name, prefix, scope, who made it, last use, expiry,
// and, for Owner and Admin, revoke behind a confirm. The key itself is never shown again after creation.
import type { ColumnDef } from "@tanstack/react-table";
import { useFormatter, useTranslations } from "next-intl";
import { confirm } from "@/components/modals/events";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import type { ApiKeyInfo } from "@/domain/contracts/api-keys";
import { useRevokeApiKey } from "@/lib/queries/api-keys";

export function ApiKeysTable({
  keys,
  canRevoke,
  loading,
  error,
}: {
  keys: ApiKeyInfo[];
  canRevoke: boolean;
  loading: boolean;
  error: { message: string; onRetry: () => void } | null;
}) {
  const t = useTranslations();
  const format = useFormatter();
  const revoke = useRevokeApiKey({ success: t("apiKeys.notices.revoked"), error: true });
  const date = (iso: string | null, none: string) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "medium" }) : none;

  const columns: ColumnDef<ApiKeyInfo>[] = [
    { id: "name", header: t("apiKeys.columns.name"), accessorFn: (key) => key.name },
    {
      id: "prefix",
      header: t("apiKeys.columns.prefix"),
      cell: ({ row: { original: key } }) => <code className="font-mono text-xs">{key.prefix}…</code>,
    },
    {
      id: "scope",
      header: t("apiKeys.columns.scope"),
      cell: ({ row: { original: key } }) => (
        <Badge variant={key.scope === "write" ? "warning" : "secondary"}>
          {key.scope === "write" ? t("apiKeys.scope.write") : t("apiKeys.scope.read")}
        </Badge>
      ),
    },
    {
      id: "createdBy",
      header: t("apiKeys.columns.createdBy"),
      cell: ({ row: { original: key } }) =>
        key.created_by.full_name || key.created_by.email || t("apiKeys.deletedAccount"),
    },
    {
      id: "lastUsed",
      header: t("apiKeys.columns.lastUsed"),
      cell: ({ row: { original: key } }) => date(key.last_used_at, t("apiKeys.neverUsed")),
    },
    {
      id: "expires",
      header: t("apiKeys.columns.expires"),
      cell: ({ row: { original: key } }) => date(key.expires_at, t("apiKeys.noExpiry")),
    },
  ];
  if (canRevoke)
    columns.push({
      id: "actions",
      header: () => <span className="sr-only">{t("apiKeys.columns.actions")}</span>,
      cell: ({ row: { original: key } }) => (
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-testid="api-key-revoke"
          onClick={() =>
            confirm({
              title: t("apiKeys.revoke.title", { name: key.name }),
              message: t("apiKeys.revoke.message"),
              confirmText: t("apiKeys.revoke.confirm"),
              cancelText: t("apiKeys.create.cancel"),
              color: "danger",
              onSubmit: async () => {
                await revoke.mutateAsync(key.id);
              },
            })
          }
        >
          {t("apiKeys.revoke.button")}
        </Button>
      ),
    });

  return (
    <DataTable
      columns={columns}
      data={keys}
      getRowId={(key) => String(key.id)}
      loading={loading}
      error={error}
      empty={<p className="py-6 text-center text-sm text-muted-foreground">{t("apiKeys.empty")}</p>}
      testId="api-keys-table"
    />
  );
}
