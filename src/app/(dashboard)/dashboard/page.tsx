import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { OverviewView } from "@/features/overview/overview-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("overview.title")} · ${t("common.brand")}` };
}

export default function Page() {
  return (
    <Suspense>
      <OverviewView />
    </Suspense>
  );
}
