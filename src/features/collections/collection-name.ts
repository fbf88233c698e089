"use client";
// The collection name rule lives in src/domain/collections.ts (shared with the server); the browser shows its
// English messages in the page's language.
import { useTranslations } from "next-intl";
import { z } from "zod";
import { COLLECTION_MESSAGES, CollectionName } from "@/domain/collections";

export const CollectionNameForm = z.object({ name: CollectionName });
export type CollectionNameValues = z.output<typeof CollectionNameForm>;

/** The schema's (and the server's) English messages in the page's language. */
export function useNameMessage() {
  const t = useTranslations();
  return (message: string | undefined): string | undefined => {
    if (message === COLLECTION_MESSAGES.nameEmpty) return t("ui.collections.nameRequired");
    if (message === COLLECTION_MESSAGES.nameTooLong) return t("ui.collections.nameTooLong");
    return message;
  };
}
