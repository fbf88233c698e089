import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RulesView } from "@/features/alerts/rules-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboard.nav.alertRules")} · ${t("common.brand")}` };
}

export default function Page() {
  return <RulesView />;
}
