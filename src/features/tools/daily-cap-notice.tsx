"use client";
// The tools' daily cap reached: when more generations are available (in the visitor's time zone), and for visitors a
// sign-in link (signed-in people get a higher cap) instead of a retry that would be refused until the reset.
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { DailyCapError } from "./daily-cap";

export function DailyCapNotice({ cap }: { cap: DailyCapError }) {
  const t = useTranslations();
  const format = useFormatter();
  const time = format.dateTime(new Date(cap.resetsAt), { weekday: "short", hour: "numeric", minute: "2-digit" });
  return (
    <div
      role="alert"
      data-testid="tool-cap"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning"
    >
      <span>{t("tools.results.dailyCap", { limit: cap.limit, time })}</span>
      {cap.signedIn ? null : (
        <Button asChild size="sm" data-testid="tool-cap-signin">
          <Link href="/signin">{t("tools.results.dailyCapSignIn")}</Link>
        </Button>
      )}
    </div>
  );
}
