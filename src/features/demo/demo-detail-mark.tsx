"use client";
// Marks a demo feed's or channel's detail page (issue 20 item 6: demo items are marked wherever they are shown): the
// same "Demo" mark as the tables' rows with its explanation written out, since a detail page has room for it and a
// phone has no hover.
import { useTranslations } from "next-intl";
import { DemoRowMark } from "./demo-row-mark";

export function DemoDetailMark({ demo }: { demo: boolean }) {
  const t = useTranslations();
  if (!demo) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="demo-detail-mark">
      <DemoRowMark demo />
      <span>{t("demo.rowHint")}</span>
    </span>
  );
}
