import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExploreView } from "@/features/analyze/explore-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboard.nav.explore")} · ${t("common.brand")}` };
}

export default function Page() {
  return <ExploreView />;
}
