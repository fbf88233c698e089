"use client";
// Marks a demo row (simulated data: is_demo) in the dashboard's tables and lists (issue 20 item 6).
import { useTranslations } from "next-intl";

export function DemoRowMark({ demo }: { demo: boolean }) {
  const t = useTranslations();
  if (!demo) return null;
  return (
    <span
      className="ms-1 inline-flex shrink-0 items-center rounded-full bg-warning-soft px-1.5 py-0.5 align-middle text-[10px] font-medium text-warning"
      title={t("demo.rowHint")}
      data-testid="demo-row-mark"
    >
      {t("demo.row")}
    </span>
  );
}
