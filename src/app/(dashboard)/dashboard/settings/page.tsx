import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SettingsView } from "@/features/settings/settings-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboard.settings.title")} · ${t("common.brand")}` };
}

export default function Page() {
  return <SettingsView />;
}
