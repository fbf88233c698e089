"use client";
import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { needsEmailVerification } from "@/domain/enums";
import type { UserInfo } from "@/lib/store/types";

export function VerifyBanner({ user }: { user: UserInfo }) {
  const t = useTranslations();
  if (!needsEmailVerification(user.status)) return null;
  return (
    <div
      role="alert"
      data-testid="verify-banner"
      className="flex items-center gap-3 border-b border-warning/30 bg-warning-soft px-4 py-2 text-sm text-warning"
    >
      <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
      <span className="flex-1">
        <span className="hidden sm:inline">{t("dashboard.banner.verify")}</span>
        <span className="sm:hidden">{t("dashboard.banner.verifyShort")}</span>
      </span>
      <Link href="/dashboard/settings/#general" className="font-medium underline">
        {t("dashboard.banner.verifyAction")}
      </Link>
    </div>
  );
}
