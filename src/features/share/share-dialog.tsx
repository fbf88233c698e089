"use client";
// The "Share" action of the collection, channel and feed pages (issue 17 item 2), for Owner and Admin: a dialog to
// make a read-only link (optional password, optional expiry), copy it, and see this item's live links with their
// view counts and a revoke button each.
import { Check, Copy, Share2, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/select";
import type { ShareKind, ShareLink } from "@/domain/contracts/share";
import { Action } from "@/domain/roles";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/domain/validation";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from "@/lib/queries/share";
import { Modal, ModalFooter } from "../../components/modals/modal";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";

const DAY = 86_400_000;
const EXPIRY_DAYS = ["never", "1", "7", "30", "90"] as const;

function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const t = useTranslations();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} data-testid={testId}>
      {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
      {copied ? t("share.dialog.copied") : t("share.dialog.copy")}
    </Button>
  );
}

function LinkRow({ link }: { link: ShareLink }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const revoke = useRevokeShareLink({ success: t("share.dialog.revoked"), error: true });
  return (
    <li className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="share-link-row">
      <div className="min-w-0 flex-1">
        <p className="truncate font-mono text-xs text-foreground">{link.url}</p>
        <p className="text-xs text-muted-foreground">
          {t("share.dialog.views", { count: link.view_count })}
          {link.has_password ? ` · ${t("share.dialog.protected")}` : ""}
          {link.expires_at ? ` · ${t("share.dialog.expiresOn", { date: format.date(link.expires_at) })}` : ""}
        </p>
      </div>
      <CopyButton text={link.url} />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(link.key)}
        aria-label={t("share.dialog.revoke")}
        title={t("share.dialog.revoke")}
      >
        <Trash2 aria-hidden className="h-4 w-4 text-destructive" />
      </Button>
    </li>
  );
}

function ShareForm({ kind, itemId }: { kind: ShareKind; itemId: string | number }) {
  const t = useTranslations();
  const create = useCreateShareLink({ error: true });
  const [password, setPassword] = useState("");
  const [expiry, setExpiry] = useState<(typeof EXPIRY_DAYS)[number]>("never");
  const tooShort = password !== "" && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (tooShort) return;
    const expiresAt = expiry === "never" ? undefined : new Date(Date.now() + Number(expiry) * DAY).toISOString();
    create.mutate({ kind, id: itemId, password: password || undefined, expiresAt });
  };
  return (
    <form onSubmit={submit} className="space-y-4 px-5 pt-4" noValidate>
      <FormField
        id="share-new-password"
        label={t("share.dialog.password")}
        error={tooShort ? t("validation.password") : undefined}
      >
        <Input
          id="share-new-password"
          type="password"
          autoComplete="new-password"
          placeholder={t("share.dialog.passwordHint")}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={tooShort ? true : undefined}
        />
      </FormField>
      <FormField id="share-expiry" label={t("share.dialog.expiry")}>
        <OptionSelect
          id="share-expiry"
          value={expiry}
          onValueChange={(value) => setExpiry(value as (typeof EXPIRY_DAYS)[number])}
          options={EXPIRY_DAYS.map((days) => ({
            value: days,
            label: days === "never" ? t("share.dialog.never") : t("share.dialog.days", { count: Number(days) }),
          }))}
        />
      </FormField>
      <Button type="submit" disabled={create.isPending} data-testid="share-create">
        {create.isPending ? t("share.dialog.creating") : t("share.dialog.create")}
      </Button>
      {create.data ? (
        <div className="flex items-center gap-2 rounded-md border border-border bg-muted p-2">
          <Input readOnly value={create.data.url} aria-label={t("share.dialog.link")} data-testid="share-url" />
          <CopyButton text={create.data.url} testId="share-copy" />
        </div>
      ) : null}
    </form>
  );
}

export function ShareButton({ kind, itemId }: { kind: ShareKind; itemId: string | number }) {
  const t = useTranslations();
  const lock = useRoleLock(Action.ManageApiKeys);
  const [open, setOpen] = useState(false);
  const links = useShareLinks();
  const mine = (links.data ?? []).filter((link) => link.kind === kind && String(link.item_id) === String(itemId));
  return (
    <>
      <RoleLocked lock={lock}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={lock.locked}
          onClick={() => setOpen(true)}
          data-testid="share-open"
        >
          <Share2 aria-hidden className="h-4 w-4" />
          {t("share.dialog.open")}
        </Button>
      </RoleLocked>
      <Modal open={open} onOpenChange={setOpen} title={t("share.dialog.title")} testId="share-dialog">
        {open ? <ShareForm kind={kind} itemId={itemId} /> : null}
        <div className="px-5 pt-5 pb-2">
          <h3 className="text-sm font-medium text-foreground">{t("share.dialog.existing")}</h3>
          {mine.length ? (
            <ul className="divide-y divide-border">
              {mine.map((link) => (
                <LinkRow key={link.key} link={link} />
              ))}
            </ul>
          ) : (
            <p className="py-2 text-sm text-muted-foreground">{t("share.dialog.none")}</p>
          )}
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t("common.close")}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  );
}
