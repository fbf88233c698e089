import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ChannelsView } from "@/features/tracking/channels-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("tracking.channels.title")} · ${t("common.brand")}` };
}

export default function Page() {
  return (
    <Suspense>
      <ChannelsView />
    </Suspense>
  );
}
