import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GroupsView } from "@/features/alerts/groups-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboard.nav.alertGroups")} · ${t("common.brand")}` };
}

export default function Page() {
  return <GroupsView />;
}
