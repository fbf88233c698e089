"use client";
// Inline rename of a collection, with the same name rule as creation.
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useRenameCollection } from "@/lib/queries/collections";
import { CollectionNameForm, type CollectionNameValues, useNameMessage } from "./collection-name";

export function RenameForm({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const t = useTranslations();
  const nameMessage = useNameMessage();
  const form = useForm<CollectionNameValues>({ resolver: zodResolver(CollectionNameForm), defaultValues: { name } });
  const rename = useRenameCollection({
    success: t("ui.collections.renamed"),
    error: (cause, describe) => nameMessage(describe(cause)) ?? describe(cause),
  });
  const submitting = rename.isPending;
  const error = nameMessage(form.formState.errors.name?.message);

  const save = form.handleSubmit((values) => {
    if (values.name === name) return onDone();
    rename.mutate({ id, name: values.name }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={save} noValidate className="flex w-full max-w-md flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor="rename-collection" className="sr-only">
          {t("ui.collections.nameLabel")}
        </label>
        <Input
          id="rename-collection"
          autoFocus
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "rename-collection-error" : undefined}
          onKeyDown={(event) => {
            if (event.key === "Escape") onDone();
          }}
          {...form.register("name")}
        />
        <Button type="submit" size="icon" disabled={submitting} aria-label={t("ui.collections.saveName")}>
          <Check aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          disabled={submitting}
          onClick={onDone}
          aria-label={t("ui.common.cancel")}
        >
          <X aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {error ? (
        <p id="rename-collection-error" role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
