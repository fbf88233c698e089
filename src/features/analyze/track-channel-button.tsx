"use client";
// "Start tracking" the analyzed account. Visitors go to sign-up (the account is remembered for afterwards);
// signed-in people track it right away and see how it went.
import { Radar } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AnalysisAccount } from "@/domain/analysis";
import { Action } from "@/domain/roles";
import { RoleLocked, useRoleLock } from "@/features/roles/role-lock";
import { Link } from "@/i18n/navigation";
import { isPlanLimit, useTrackChannel } from "@/lib/queries/tracking";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { accountReference, rememberPendingTrack } from "./use-track";

export function TrackChannelButton({ account, signedIn }: { account: AnalysisAccount; signedIn: boolean }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const track = useTrackChannel();
  const lock = useRoleLock(Action.ManageTracking);
  const reference = accountReference(account);
  if (!reference) return null;

  if (!signedIn) {
    return (
      <Button asChild>
        <Link href="/signup" onClick={() => rememberPendingTrack(account)} data-testid="track-channel">
          <Radar aria-hidden className="h-4 w-4" />
          {t("analyzeUi.track.start")}
        </Link>
      </Button>
    );
  }

  const pending = track.isPending;
  const planLimit = track.isError && isPlanLimit(track.error);
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <RoleLocked lock={lock}>
        <Button
          type="button"
          disabled={pending || track.isSuccess || lock.locked}
          onClick={() => track.mutate({ url: reference, platform: account.platform })}
          data-testid="track-channel"
        >
          {pending ? <Spinner className="text-white" /> : <Radar aria-hidden className="h-4 w-4" />}
          {track.isSuccess ? t("analyzeUi.track.tracking") : t("analyzeUi.track.start")}
        </Button>
      </RoleLocked>
      {track.isSuccess ? (
        <Alert tone="success" className="max-w-sm">
          {t("analyzeUi.track.channelDone")}{" "}
          <NextLink href="/dashboard/channels/" className="font-medium underline">
            {t("analyzeUi.track.viewChannels")}
          </NextLink>
        </Alert>
      ) : null}
      {track.isError && !planLimit ? (
        <Alert tone="danger" role="alert" className="max-w-sm">
          {errorMessage(track.error)}
        </Alert>
      ) : null}
    </div>
  );
}
