"use client";
// The new-collection modal (spec sections 2, 5, 8): a name of at most 12 characters, "Submitting..." while the
// request runs, failures as a danger message, success refetches the collections lists and opens the new collection.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/api/client";
import { useCreateCollection } from "@/lib/queries/collections";
import { NEW_COLLECTION_EVENT, useWindowEvent } from "../../components/modals/events";
import { Modal, ModalFooter } from "../../components/modals/modal";
import { CollectionNameForm, type CollectionNameValues, useNameMessage } from "./collection-name";

export function NewCollectionModal() {
  const t = useTranslations();
  const router = useRouter();
  const nameMessage = useNameMessage();
  const [open, setOpen] = useState(false);
  const form = useForm<CollectionNameValues>({
    resolver: zodResolver(CollectionNameForm),
    defaultValues: { name: "" },
  });
  const createCollection = useCreateCollection({
    success: t("ui.collections.created"),
    // The server's name rule in the page's language; anything else as the spec's generic failure (section 8).
    error: (cause) => {
      const message = cause instanceof Error && cause.message ? cause.message : "";
      return cause instanceof ApiRequestError && cause.code !== null && message
        ? (nameMessage(message) ?? message)
        : t("ui.collections.createFailed");
    },
  });
  const submitting = createCollection.isPending;
  const error = nameMessage(form.formState.errors.name?.message);

  useWindowEvent(NEW_COLLECTION_EVENT, () => {
    form.reset({ name: "" });
    setOpen(true);
  });

  const create = form.handleSubmit(({ name }) =>
    createCollection.mutate(name, {
      onSuccess: (created) => {
        setOpen(false);
        router.push(`/dashboard/collections/${created.hash_id}/`);
      },
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!submitting) setOpen(next);
      }}
      title={t("ui.collections.newTitle")}
      testId="new-collection-modal"
    >
      <form onSubmit={create} noValidate>
        <div className="px-5 pt-4 pb-2">
          <FormField id="new-collection-name" label={t("ui.collections.nameLabel")} error={error}>
            <Input
              id="new-collection-name"
              autoComplete="off"
              placeholder={t("ui.collections.namePlaceholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "new-collection-name-error" : undefined}
              {...form.register("name")}
            />
          </FormField>
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={submitting} onClick={() => setOpen(false)}>
            {t("ui.common.cancel")}
          </Button>
          <Button type="submit" disabled={submitting} data-testid="new-collection-submit">
            {submitting ? t("ui.common.submitting") : t("ui.collections.create")}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
