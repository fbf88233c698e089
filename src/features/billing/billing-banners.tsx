"use client";
// The dashboard's billing banners (issue 15 items 4, 5): a failed renewal in its grace period, a subscription that
// ends at the period end, and what a downgrade stopped with how to choose which to keep (over-limit-sentences.ts). Shown to those who may read billing (Owner and Admin), under
// the email-verification banner on every dashboard page.
import { CircleAlert, Info, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { needsEmailVerification } from "@/domain/enums";
import { STOPPED } from "@/features/tracking/status";
import { useSubscription } from "@/lib/queries/billing";
import { useRootStore } from "@/lib/store/root-store";
import { type Banner, bannersFor, billingAccess } from "./billing-rules";
import { overLimitSentences } from "./over-limit-sentences";
import { useBillingFormat } from "./use-billing-format";
import { useStoppedWords } from "./use-stopped-words";

const bannerClass = "flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-4 py-2 text-sm";

export function BillingBanners() {
  const role = useRootStore((s) => s.user_info?.role);
  const status = useRootStore((s) => s.user_info?.status);
  // Billing routes need a verified email (issue 15 item 3): unverified accounts have the verification banner instead.
  const verified = status !== undefined && !needsEmailVerification(status);
  const enabled = role !== undefined && billingAccess(role) !== "none" && verified;
  const subscription = useSubscription(enabled);
  if (!enabled || !subscription.data) return null;
  const banners = bannersFor(subscription.data);
  if (banners.length === 0) return null;
  return (
    <div data-testid="billing-banners">
      {banners.map((banner) => (
        <BillingBanner key={banner.kind} banner={banner} />
      ))}
    </div>
  );
}

function BillingBanner({ banner }: { banner: Banner }) {
  const t = useTranslations();
  const stoppedWords = useStoppedWords();
  const { date } = useBillingFormat();
  const manage = (
    <Link href="/dashboard/subscriptions/" className="font-medium underline">
      {t("dashboardBilling.banner.manage")}
    </Link>
  );
  if (banner.kind === "past_due") {
    return (
      <div
        role="alert"
        data-testid="billing-banner-past-due"
        className={`${bannerClass} border-destructive/30 bg-destructive/10 text-destructive`}
      >
        <CircleAlert aria-hidden className="h-4 w-4 shrink-0" />
        <span className="flex-1">{t("dashboardBilling.banner.pastDue", { date: date(banner.graceUntil) })}</span>
        {manage}
      </div>
    );
  }
  if (banner.kind === "ending") {
    return (
      <div
        role="status"
        data-testid="billing-banner-ending"
        className={`${bannerClass} border-primary/30 bg-primary/10 text-foreground`}
      >
        <Info aria-hidden className="h-4 w-4 shrink-0" />
        <span className="flex-1">{t("dashboardBilling.banner.ending", { date: date(banner.endsAt) })}</span>
        {manage}
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="billing-banner-over-limit"
      className={`${bannerClass} border-warning/30 bg-warning-soft text-warning`}
    >
      <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
      <span className="flex-1">
        {overLimitSentences(banner)
          .map((sentence) =>
            t(`dashboardBilling.banner.${sentence}`, {
              items: stoppedWords({ feeds: banner.stoppedFeeds, channels: banner.stoppedChannels }),
              members: t("dashboardBilling.count.members", { count: banner.readOnlyMembers }),
            }),
          )
          .join(" ")}
      </span>
      {banner.stoppedFeeds > 0 ? (
        <Link href={`/dashboard/feeds/?status=${STOPPED}`} className="font-medium underline">
          {t("dashboardBilling.banner.stoppedFeeds")}
        </Link>
      ) : null}
      {banner.stoppedChannels > 0 ? (
        <Link href={`/dashboard/channels/?status=${STOPPED}`} className="font-medium underline">
          {t("dashboardBilling.banner.stoppedChannels")}
        </Link>
      ) : null}
      <Link href="/dashboard/subscriptions/" className="font-medium underline">
        {t("dashboardBilling.banner.upgrade")}
      </Link>
    </div>
  );
}
