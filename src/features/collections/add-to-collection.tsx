"use client";
// "Add to collection" (issue 19 item 4) for the feed and channel tables (a row, or the selected rows) and both detail
// pages: a small dialog that picks one of the team's collections or names a new one, then adds the items through
// the existing add routes (POST /v1/collection/add/{feed,channel}; items already in it are skipped by the server).
import { FolderPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/select";
import { CollectionName } from "@/domain/collections";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { cn } from "@/lib/cn";
import {
  type CollectionItemKind,
  useAddToCollection,
  useCollections,
  useCreateCollection,
} from "@/lib/queries/collections";
import { Modal, ModalFooter } from "../../components/modals/modal";
import { useNameMessage } from "./collection-name";

export function AddToCollectionButton({
  kind,
  ids,
  look = "outline",
  onAdded,
}: {
  kind: CollectionItemKind;
  ids: number[];
  /** icon: the label as tooltip only (table rows); outline: a labelled button. */
  look?: "icon" | "outline";
  onAdded?: () => void;
}) {
  const t = useTranslations();
  const lock = useRoleLock(Action.ManageCollections);
  const [open, setOpen] = useState(false);
  const label = t("reports.add.action");
  return (
    <>
      <RoleLocked lock={lock}>
        <Button
          type="button"
          variant={look === "icon" ? "ghost" : "outline"}
          size={look === "icon" ? "icon" : "sm"}
          aria-label={look === "icon" ? label : undefined}
          title={look === "icon" ? label : undefined}
          disabled={lock.locked || !ids.length}
          onClick={() => setOpen(true)}
          data-testid={`add-to-collection-${kind}`}
        >
          <FolderPlus aria-hidden className={cn(look === "icon" ? "h-4 w-4" : "h-3.5 w-3.5")} />
          {look === "icon" ? null : label}
        </Button>
      </RoleLocked>
      {open ? <AddToCollectionDialog kind={kind} ids={ids} onClose={() => setOpen(false)} onAdded={onAdded} /> : null}
    </>
  );
}

function AddToCollectionDialog({
  kind,
  ids,
  onClose,
  onAdded,
}: {
  kind: CollectionItemKind;
  ids: number[];
  onClose: () => void;
  onAdded?: () => void;
}) {
  const t = useTranslations();
  const nameMessage = useNameMessage();
  const collections = useCollections();
  const list = collections.data ?? [];
  const [picked, setPicked] = useState("");
  const [newName, setNewName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateCollection({ error: true });
  const add = useAddToCollection({
    success: (data) => t("reports.add.done", { count: (data as { added?: number } | undefined)?.added ?? 0 }),
    error: () => t("reports.add.failed"),
  });
  const busy = create.isPending || add.isPending;
  const chosen = picked || (newName.trim() ? "" : list[0] ? String(list[0].id) : "");

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let collectionId = Number(chosen);
    if (newName.trim()) {
      const parsed = CollectionName.safeParse(newName);
      if (!parsed.success) {
        setNameError(nameMessage(parsed.error.issues[0]?.message));
        return;
      }
      collectionId = (await create.mutateAsync(parsed.data)).id;
    }
    if (!collectionId) return;
    await add.mutateAsync({ kind, collectionId, ids });
    onAdded?.();
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={t("reports.add.title")}
      description={t("reports.add.description", { count: ids.length })}
      testId="add-to-collection-modal"
    >
      {/* A failed create or add is already on the message bar (the mutations' meta.notice); the dialog stays open. */}
      <form onSubmit={(event) => void submit(event).catch(() => null)} noValidate>
        <div className="space-y-4 px-5 pt-4 pb-2">
          {list.length ? (
            <FormField id="add-to-collection-pick" label={t("reports.add.pick")}>
              <OptionSelect
                id="add-to-collection-pick"
                value={newName.trim() ? "" : chosen}
                onValueChange={(value) => {
                  setPicked(value);
                  setNewName("");
                }}
                options={[
                  { value: "", label: t("reports.add.placeholder") },
                  ...list.map((collection) => ({ value: String(collection.id), label: collection.name })),
                ]}
                disabled={busy}
                testId="add-to-collection-pick"
              />
            </FormField>
          ) : (
            <p className="text-sm text-muted-foreground">{t("reports.add.none")}</p>
          )}
          <FormField id="add-to-collection-new" label={t("reports.add.newName")} error={nameError}>
            <Input
              id="add-to-collection-new"
              autoComplete="off"
              placeholder={t("reports.add.newPlaceholder")}
              value={newName}
              disabled={busy}
              aria-invalid={nameError ? true : undefined}
              onChange={(event) => {
                setNewName(event.target.value);
                setNameError(undefined);
              }}
              data-testid="add-to-collection-new"
            />
          </FormField>
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
            {t("ui.common.cancel")}
          </Button>
          <Button type="submit" disabled={busy || (!chosen && !newName.trim())} data-testid="add-to-collection-submit">
            {busy ? t("reports.add.submitting") : t("reports.add.submit")}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
