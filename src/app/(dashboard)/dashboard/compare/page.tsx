import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CompareView } from "@/features/compare/compare-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("compare.title")} · ${t("common.brand")}` };
}

export default function Page() {
  return (
    <Suspense>
      <CompareView />
    </Suspense>
  );
}
