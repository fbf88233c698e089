import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SubscriptionsView } from "@/features/dashboard/subscriptions-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboard.profile.subscriptions")} · ${t("common.brand")}` };
}

export default function Page() {
  // The view reads ?checkout= and ?portal= (useSearchParams needs a Suspense boundary when prerendered).
  return (
    <Suspense>
      <SubscriptionsView />
    </Suspense>
  );
}
