"use client";
// /share/{key}/: the shared collection, channel or feed, or the password prompt when the link has a password and
// this browser holds no working token for it (a token that stopped working is dropped, so the prompt shows again).
import { Link2Off } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ErrorCode } from "@/domain/error-codes";
import { forgetShareToken, ShareRequestError, useSharedView } from "@/lib/queries/share";
import { useRootStore } from "@/lib/store/root-store";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { PasswordPrompt } from "./password-prompt";
import { SharedChannel } from "./shared-channel";
import { SharedCollection } from "./shared-collection";
import { SharedFeed } from "./shared-feed";

export function SharePageView({ shareKey }: { shareKey: string }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const view = useSharedView(shareKey);
  const hasToken = useRootStore((state) => Boolean(state.share_tokens[shareKey]));
  const error = view.error instanceof ShareRequestError ? view.error : null;
  const needsPassword = error?.code === ErrorCode.SharePasswordRequired;

  useEffect(() => {
    if (needsPassword && hasToken) forgetShareToken(shareKey);
  }, [needsPassword, hasToken, shareKey]);

  if (view.isPending) {
    return (
      <div aria-busy="true" className="space-y-6">
        <div className="h-24 animate-pulse rounded-xl bg-muted" />
        <div className="h-80 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }
  if (needsPassword) return <PasswordPrompt shareKey={shareKey} />;
  if (error?.status === 404 || error?.status === 400) {
    return <EmptyState icon={Link2Off} title={t("share.view.notFound")} text={t("share.view.notFoundText")} />;
  }
  if (view.isError || !view.data) {
    return <LoadError message={view.error?.message ?? t("share.view.failed")} onRetry={() => void view.refetch()} />;
  }
  const data = view.data;
  return (
    // The figures' tooltips (exact counts) need a provider, as on the dashboard's detail pages.
    <TooltipProvider delayDuration={200}>
      <div data-testid="shared-view" data-kind={data.kind}>
        <p className="mb-4 text-sm text-muted-foreground">
          {t("share.view.sharedBy", { team: data.team_name })}
          {data.expires_at ? ` · ${t("share.view.expires", { date: format.date(data.expires_at) })}` : null}
        </p>
        {data.collection ? <SharedCollection collection={data.collection} /> : null}
        {data.channel ? <SharedChannel channel={data.channel} feeds={data.channel_feeds} /> : null}
        {data.feed ? <SharedFeed feed={data.feed} /> : null}
      </div>
    </TooltipProvider>
  );
}
