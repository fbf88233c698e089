import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TargetsView } from "@/features/alerts/targets-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboard.nav.alertTargets")} · ${t("common.brand")}` };
}

export default function Page() {
  return <TargetsView />;
}
