"use client";
// The header's "Demo data" badge (issue 20 item 6): shown only while the team has demo items (the demo workspace's
// channels and feeds), so it goes away once they are removed, whatever the install's platform sources are.
import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDemoWorkspace } from "@/lib/queries/demo";

export function DemoDataBadge({ simulatedInstall }: { simulatedInstall: boolean }) {
  const t = useTranslations();
  const { state } = useDemoWorkspace();
  if (!state?.loaded) return null;
  return (
    <span
      title={simulatedInstall ? t("common.demoNotice") : t("demo.badgeHint")}
      className="hidden items-center gap-1 rounded-full bg-warning-soft px-2.5 py-1 text-xs font-medium text-warning sm:inline-flex"
      data-testid="demo-data-badge"
    >
      <FlaskConical aria-hidden className="h-3.5 w-3.5" />
      {t("dashboard.demoBadge")}
    </span>
  );
}
