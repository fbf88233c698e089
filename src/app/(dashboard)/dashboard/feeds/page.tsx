import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { FeedsView } from "@/features/tracking/feeds-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("tracking.feeds.title")} · ${t("common.brand")}` };
}

export default function Page() {
  return (
    <Suspense>
      <FeedsView />
    </Suspense>
  );
}
