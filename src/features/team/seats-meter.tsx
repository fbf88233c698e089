"use client";
// The seats meter (issue 14 item 2, spec section 9): "2 of 3 seats used" with a bar, "unlimited" when the plan has
// no cap, and on a plan without seats (Free) the way to get some, with the upgrade link for who may upgrade.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Seats } from "@/domain/contracts/team";
import { cn } from "@/lib/cn";
import { seatsMeter } from "./member-rules";

export function SeatsMeter({ seats, canUpgrade }: { seats: Seats; canUpgrade: boolean }) {
  const t = useTranslations();
  const meter = seatsMeter(seats);
  const upgrade = canUpgrade ? (
    <Link href="/dashboard/subscriptions/" className="font-medium text-primary hover:underline">
      {t("teamMembers.seats.upgrade")}
    </Link>
  ) : null;

  if (meter.kind === "none") {
    return (
      <div className="space-y-1 text-sm" data-testid="seats-meter" data-seats="none">
        <p className="font-medium text-foreground">
          {t("teamMembers.seats.none")} {upgrade}
        </p>
        <p className="text-muted-foreground">{t("dashboard.settings.membersText")}</p>
      </div>
    );
  }
  if (meter.kind === "unlimited") {
    return (
      <p className="text-sm text-foreground" data-testid="seats-meter" data-seats="unlimited">
        {t("teamMembers.seats.unlimited", { used: meter.used })}
      </p>
    );
  }
  const label = t("teamMembers.seats.used", { used: meter.used, limit: meter.limit });
  return (
    <div className="max-w-sm space-y-1.5" data-testid="seats-meter" data-seats="limited">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-foreground">{label}</span>
        {meter.full ? <span className="text-xs text-muted-foreground">{t("teamMembers.seats.full")}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label={t("teamMembers.seats.label")}
        aria-valuemin={0}
        aria-valuemax={meter.limit}
        aria-valuenow={Math.min(meter.used, meter.limit)}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full", meter.full ? "bg-warning" : "bg-primary")}
          style={{ width: `${meter.percent}%` }}
        />
      </div>
      {meter.full && upgrade ? <p className="text-xs">{upgrade}</p> : null}
    </div>
  );
}
