"use client";
// Stop, resume, refresh and delete for feeds and channels: one POST/DELETE, the API's answer in the message bar,
// and the lists refetched.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MessageType } from "@/domain/enums";
import { api } from "@/lib/api/client";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { useNotify } from "../settings/use-notify";

export type TrackingAction = "stop" | "resume" | "refresh" | "delete";
export type TrackingKind = "feed" | "channel";

export function useTrackingAction(kind: TrackingKind) {
  const t = useTranslations();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const call = (action: TrackingAction, id: number) =>
    action === "delete" ? api.delete(`/${kind}/${id}`) : api.post(`/${kind}/${id}/${action}`);

  /** Runs the action on every id in turn; true when all succeeded. */
  const run = async (action: TrackingAction, ids: number[]): Promise<boolean> => {
    setBusy(`${action}:${ids.join(",")}`);
    let failed = 0;
    let lastError: unknown = null;
    for (const id of ids) {
      try {
        await call(action, id);
      } catch (error) {
        failed += 1;
        lastError = error;
      }
    }
    setBusy(null);
    await queryClient.invalidateQueries({ queryKey: ["tracking"] });
    if (failed) {
      notify(
        ids.length > 1 ? t("tracking.actions.partial", { failed, total: ids.length }) : errorMessage(lastError),
        MessageType.Danger,
      );
      return false;
    }
    notify(t(`tracking.actions.done.${action}`, { count: ids.length }));
    return true;
  };

  const isBusy = (action: TrackingAction, id: number) => busy === `${action}:${id}`;
  return { run, busy: busy !== null, isBusy };
}
