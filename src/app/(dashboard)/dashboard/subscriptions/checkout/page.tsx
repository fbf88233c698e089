import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { TestCheckoutView } from "@/features/billing/test-checkout-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("dashboardBilling.checkout.title")} · ${t("common.brand")}` };
}

export default function Page() {
  return (
    <Suspense>
      <TestCheckoutView />
    </Suspense>
  );
}
