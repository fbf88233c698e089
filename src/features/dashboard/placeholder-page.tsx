// Dashboard pages whose features come with later work show a proper empty state: what will be here and why.
import { BellRing, Folder, FolderOpen, Layers, type LucideIcon, Target } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState, PageHeading } from "@/components/layout/empty-state";
import type { MessageKey } from "@/i18n/types";

type T = (key: MessageKey) => string;

const PAGES = {
  alertTargets: (t: T) => [
    Target,
    t("dashboard.nav.alertTargets"),
    t("dashboard.empty.alertTargetsTitle"),
    t("dashboard.empty.alertTargetsText"),
  ],
  alertGroups: (t: T) => [
    Layers,
    t("dashboard.nav.alertGroups"),
    t("dashboard.empty.alertGroupsTitle"),
    t("dashboard.empty.alertGroupsText"),
  ],
  alertRules: (t: T) => [
    BellRing,
    t("dashboard.nav.alertRules"),
    t("dashboard.empty.alertRulesTitle"),
    t("dashboard.empty.alertRulesText"),
  ],
  collections: (t: T) => [
    FolderOpen,
    t("dashboard.nav.collections"),
    t("dashboard.empty.collectionsTitle"),
    t("dashboard.empty.collectionsText"),
  ],
  collection: (t: T) => [
    Folder,
    t("dashboard.empty.collectionTitle"),
    t("dashboard.empty.collectionTitle"),
    t("dashboard.empty.collectionText"),
  ],
} satisfies Record<string, (t: T) => [LucideIcon, string, string, string]>;

export type PlaceholderName = keyof typeof PAGES;

export async function placeholderMetadata(name: PlaceholderName): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${PAGES[name](t as T)[1]} · ${t("common.brand")}` };
}

export async function PlaceholderPage({ name }: { name: PlaceholderName }) {
  const t = await getTranslations();
  const [icon, heading, title, text] = PAGES[name](t as T);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <EmptyState icon={icon} title={title} text={text} badge={t("dashboard.empty.comingSoon")} />
    </>
  );
}
