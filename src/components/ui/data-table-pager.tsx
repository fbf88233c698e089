"use client";
// Previous / "page N of M" / next: the DataTable's client-side pager, and the server-paged lists' stepper.
import { useTranslations } from "next-intl";
import { Button } from "./button";

export function DataTablePager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations();
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("common.table.previous")}
      </Button>
      <span>{t("common.table.page", { page, pages })}</span>
      <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("common.table.next")}
      </Button>
    </>
  );
}
