"use client";
// "Track" one video of the feed table (signed-in people): POST /v1/feed with its link.
import { Check, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { isPlanLimit, useTrackFeed } from "@/lib/queries/tracking";

export function TrackFeedButton({ url, onPlanLimit }: { url: string; onPlanLimit: () => void }) {
  const t = useTranslations();
  // The plan limit is the caller's to show (onPlanLimit); any other failure goes to the message bar.
  const track = useTrackFeed({
    success: t("analyzeUi.track.feedDone"),
    error: (error, describe) => (isPlanLimit(error) ? null : describe(error)),
  });
  const lock = useRoleLock(Action.ManageTracking);
  const done = track.isSuccess;
  const pending = track.isPending;
  const start = () =>
    track.mutate(
      { url },
      {
        onError: (error) => {
          if (isPlanLimit(error)) onPlanLimit();
        },
      },
    );

  return (
    <RoleLocked lock={lock}>
      <Button
        type="button"
        size="sm"
        variant={done ? "ghost" : "outline"}
        disabled={pending || done || lock.locked}
        onClick={start}
        data-testid="track-feed"
      >
        {pending ? (
          <Spinner />
        ) : done ? (
          <Check aria-hidden className="h-3.5 w-3.5" />
        ) : (
          <Plus aria-hidden className="h-3.5 w-3.5" />
        )}
        {done ? t("analyzeUi.track.tracked") : t("analyzeUi.track.feed")}
      </Button>
    </RoleLocked>
  );
}
