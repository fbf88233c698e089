import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CollectionDetailView } from "@/features/collections/collection-detail-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t("ui.collections.detailTitle")} · ${t("common.brand")}` };
}

export default async function Page({ params }: { params: Promise<{ hash_id: string }> }) {
  const { hash_id } = await params;
  return <CollectionDetailView hashId={hash_id} />;
}
