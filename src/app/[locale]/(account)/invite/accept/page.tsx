import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AcceptInvitationView } from "@/features/team/accept/accept-invitation-view";
import { pageLocale } from "@/i18n/page-locale";

// Under (account): an invitation link works signed in or not, so there is no redirect to the dashboard.
export async function generateMetadata({ params }: PageProps<"/[locale]/invite/accept">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params) });
  return { title: t("inviteAccept.metaTitle"), robots: { index: false } };
}

export default async function Page({ params }: PageProps<"/[locale]/invite/accept">) {
  setRequestLocale(await pageLocale(params));
  return <AcceptInvitationView />;
}
