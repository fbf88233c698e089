import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CollectionsView } from "@/features/collections/collections-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboard.nav.collections")} · ${t("common.brand")}` };
}

export default function Page() {
  return <CollectionsView />;
}
