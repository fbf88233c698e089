"use client";
// Create or edit a target: the kind, then the channel, feed or collection it watches, picked from the team's own
// items with a search, and for a collection or every item an optional platform (a channel or feed has its own).
import { useTranslations } from "next-intl";
import { useDeferredValue, useEffect, useState } from "react";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect, type SelectOption } from "@/components/ui/select";
import { ALERT_TARGET_KINDS, type AlertTarget, type AlertTargetKind } from "@/domain/contracts/alerts";
import { PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useSaveAlertTarget } from "@/lib/queries/alerts";
import { useChannelPicker, useCollections, useFeedPicker } from "@/lib/queries/collections";
import { fieldErrorsOf, hasFieldErrors } from "./field-errors";

interface Draft {
  kind: AlertTargetKind;
  /** The chosen item as the select's value: a channel's or feed's id, or a collection's hash id. */
  ref: string;
  platform: PlatformName | "";
}

function draftOf(target: AlertTarget | null): Draft {
  if (!target) return { kind: "feed", ref: "", platform: "" };
  return {
    kind: target.kind,
    ref: target.ref_id === null ? "" : String(target.ref_id),
    platform: target.kind === "collection" || target.kind === "all" ? (target.platform ?? "") : "",
  };
}

export function TargetDialog({
  target,
  open,
  onClose,
}: {
  target: AlertTarget | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations();
  const describe = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(target));
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim());
  const save = useSaveAlertTarget({
    success: target ? t("dashboardAlerts.targets.notices.saved") : t("dashboardAlerts.targets.notices.created"),
  });
  const feeds = useFeedPicker(query, open && draft.kind === "feed");
  const channels = useChannelPicker(open && draft.kind === "channel");
  const collections = useCollections();

  // Each opening starts from the row being edited (or an empty draft).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for another row
  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(target));
    setSearch("");
    save.reset();
  }, [open, target]);

  const errors = fieldErrorsOf(save.error);
  const lower = query.toLowerCase();
  const current: SelectOption[] =
    target && target.kind === draft.kind && target.ref_id !== null && target.label
      ? [{ value: String(target.ref_id), label: target.label }]
      : [];
  const itemOptions: SelectOption[] =
    draft.kind === "feed"
      ? (feeds.data ?? []).map((feed) => ({ value: String(feed.id), label: feed.caption || feed.url || `#${feed.id}` }))
      : draft.kind === "channel"
        ? (channels.data ?? [])
            .filter((channel) => `${channel.name ?? ""} ${channel.handle ?? ""}`.toLowerCase().includes(lower))
            .map((channel) => ({
              value: String(channel.id),
              label: channel.name ?? (channel.handle ? `@${channel.handle}` : `#${channel.id}`),
            }))
        : (collections.data ?? [])
            .filter((collection) => collection.name.toLowerCase().includes(lower))
            .map((collection) => ({ value: collection.hash_id, label: collection.name }));
  const options = [
    { value: "", label: t("dashboardAlerts.targets.dialog.choose") },
    ...current.filter((option) => !itemOptions.some((item) => item.value === option.value)),
    ...itemOptions,
  ];
  const pickerLoading =
    (draft.kind === "feed" && feeds.isPending) ||
    (draft.kind === "channel" && channels.isPending) ||
    (draft.kind === "collection" && collections.isPending);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body =
      draft.kind === "all"
        ? { kind: draft.kind, ...(draft.platform ? { platform: draft.platform } : {}) }
        : {
            kind: draft.kind,
            id: draft.kind === "collection" ? draft.ref : Number(draft.ref),
            ...(draft.kind === "collection" && draft.platform ? { platform: draft.platform } : {}),
          };
    save.mutate({ id: target?.id, body: body as never }, { onSuccess: onClose });
  };

  const withPlatform = draft.kind === "collection" || draft.kind === "all";
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next || save.isPending ? undefined : onClose())}
      title={target ? t("dashboardAlerts.targets.dialog.editTitle") : t("dashboardAlerts.targets.dialog.createTitle")}
      testId="target-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="space-y-4 px-5 pt-4 pb-2">
          <FormField id="target-kind" label={t("dashboardAlerts.targets.dialog.kind")} error={errors.kind}>
            <OptionSelect
              id="target-kind"
              testId="target-kind"
              value={draft.kind}
              onValueChange={(kind) => setDraft({ kind: kind as AlertTargetKind, ref: "", platform: "" })}
              options={ALERT_TARGET_KINDS.map((kind) => ({ value: kind, label: t(`dashboardAlerts.kind.${kind}`) }))}
              className="w-full"
            />
          </FormField>
          {draft.kind === "all" ? null : (
            <>
              <FormField id="target-search" label={t("dashboardAlerts.targets.dialog.search")}>
                <Input
                  id="target-search"
                  type="search"
                  value={search}
                  placeholder={t("dashboardAlerts.targets.dialog.searchPlaceholder")}
                  onChange={(event) => setSearch(event.target.value)}
                  data-testid="target-search"
                />
              </FormField>
              <FormField id="target-item" label={t(`dashboardAlerts.targets.dialog.${draft.kind}`)} error={errors.id}>
                <OptionSelect
                  id="target-item"
                  testId="target-item"
                  value={draft.ref}
                  onValueChange={(ref) => setDraft({ ...draft, ref })}
                  options={options}
                  className="w-full"
                  disabled={pickerLoading}
                />
              </FormField>
              {!pickerLoading && itemOptions.length === 0 ? (
                <p className="text-xs text-muted-foreground">{t("dashboardAlerts.targets.dialog.noMatches")}</p>
              ) : null}
            </>
          )}
          {withPlatform ? (
            <FormField
              id="target-platform"
              label={t("dashboardAlerts.targets.dialog.platform")}
              error={errors.platform}
            >
              <OptionSelect
                id="target-platform"
                value={draft.platform}
                onValueChange={(platform) => setDraft({ ...draft, platform: platform as PlatformName | "" })}
                options={[
                  { value: "", label: t("dashboardAlerts.common.anyPlatform") },
                  ...PLATFORM_NAMES.map((name) => ({ value: name, label: t(`dashboardAlerts.platform.${name}`) })),
                ]}
                className="w-full"
              />
            </FormField>
          ) : (
            <p className="text-xs text-muted-foreground">{t("dashboardAlerts.targets.dialog.platformHint")}</p>
          )}
          {save.isError && !hasFieldErrors(errors) ? (
            <Alert tone="danger" role="alert">
              {describe(save.error)}
            </Alert>
          ) : null}
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={save.isPending} onClick={onClose}>
            {t("dashboardAlerts.common.cancel")}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending || (draft.kind !== "all" && !draft.ref)}
            data-testid="target-save"
          >
            {save.isPending ? t("dashboardAlerts.common.saving") : t("dashboardAlerts.common.save")}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
