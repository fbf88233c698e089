"use client";
// One switch that leaves the demo workspace's feeds and channels out of every figure, series and list of the
// overview (issue 19 item 5); shown only while the team has demo items.
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Switch } from "@/components/ui/switch";

export function DemoToggle({ exclude, onChange }: { exclude: boolean; onChange: (exclude: boolean) => void }) {
  const t = useTranslations();
  const id = useId();
  return (
    <div className="inline-flex items-center gap-2">
      <Switch id={id} checked={exclude} onCheckedChange={onChange} data-testid="overview-exclude-demo" />
      <label htmlFor={id} className="cursor-pointer text-sm text-muted-foreground">
        {t("overview.demo.exclude")}
      </label>
    </div>
  );
}
