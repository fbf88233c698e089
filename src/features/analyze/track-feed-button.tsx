"use client";
// "Track" one video of the feed table (signed-in people): POST /v1/feed with its link.
import { Check, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { MessageType } from "@/domain/enums";
import { useRootStore } from "@/lib/store/root-store";
import { useTrack } from "./use-track";

export function TrackFeedButton({ url, onPlanLimit }: { url: string; onPlanLimit: () => void }) {
  const t = useTranslations();
  const setMessageBox = useRootStore((s) => s.setMessageBox);
  const { outcome, run } = useTrack("/feed");
  const done = outcome.status === "done";
  const pending = outcome.status === "pending";

  async function track() {
    const next = await run({ url });
    if (next.status === "done") setMessageBox({ type: MessageType.Success, content: t("analyzeUi.track.feedDone") });
    else if (next.status === "planLimit") onPlanLimit();
    else if (next.status === "error") setMessageBox({ type: MessageType.Danger, content: next.message });
  }

  return (
    <Button
      type="button"
      size="sm"
      variant={done ? "ghost" : "outline"}
      disabled={pending || done}
      onClick={track}
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
  );
}
