"use client";
// Who was analyzed: picture, name, handle, platform, followers and videos, a badge for demo data, and the
// "Start tracking" action.
import { ExternalLink, FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { AnalysisAccount } from "@/domain/analysis";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import { AccountAvatar } from "./account-avatar";
import { TrackChannelButton } from "./track-channel-button";
import { CountValue } from "./unknown-value";
import type { AnalyzeFormat } from "./use-analyze-format";

export function AccountHeader({
  account,
  signedIn,
  format,
}: {
  account: AnalysisAccount;
  signedIn: boolean;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const handle = account.handle ? `@${account.handle.replace(/^@/, "")}` : null;
  const name = account.name || handle || account.platform_id;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center" data-testid="account-header">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <AccountAvatar src={account.avatar} name={name} className="h-16 w-16 text-xl" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 dir="auto" className="truncate text-xl font-semibold text-foreground">
              {name}
            </h2>
            {account.is_demo ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning"
                title={t("analyzeUi.result.demoHint")}
                data-testid="demo-badge"
              >
                <FlaskConical aria-hidden className="h-3 w-3" />
                {t("analyzeUi.result.demo")}
              </span>
            ) : null}
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            {handle ? <span>{handle}</span> : null}
            <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-medium text-foreground">
              {PLATFORM_LABELS[account.platform]}
            </span>
            {account.profile_url ? (
              <a
                href={account.profile_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-accent-foreground hover:underline"
              >
                {t("analyzeUi.result.openProfile", { platform: PLATFORM_LABELS[account.platform] })}
                <ExternalLink aria-hidden className="h-3 w-3" />
              </a>
            ) : null}
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{t("analyzeUi.result.followers")}</dt>
              <dd className="font-semibold text-foreground tabular-nums">
                <CountValue value={account.followers} format={format.compact} title={format.full} />
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{t("analyzeUi.result.videos")}</dt>
              <dd className="font-semibold text-foreground tabular-nums">
                <CountValue value={account.video_count} format={format.compact} title={format.full} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <TrackChannelButton account={account} signedIn={signedIn} />
    </Card>
  );
}
