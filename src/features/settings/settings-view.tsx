"use client";
import { useTranslations } from "next-intl";
import { PageHeading } from "@/components/layout/empty-state";
import { useRootStore } from "@/lib/store/root-store";
import { ApiKeysSection } from "../api-keys/api-keys-section";
import { DemoWorkspaceSettings } from "../demo/demo-workspace-settings";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { TeamMembersSection } from "./team-members-section";
import { TeamSection } from "./team-section";

export function SettingsView() {
  const t = useTranslations();
  const user = useRootStore((s) => s.user_info);
  if (!user) return null;
  return (
    <>
      <PageHeading>{t("dashboard.settings.title")}</PageHeading>
      <div className="space-y-10">
        <section id="general" className="scroll-mt-20 space-y-4">
          <h2 className="text-lg font-semibold">{t("dashboard.settings.general")}</h2>
          <ProfileSection key={user.full_name} user={user} />
          <PasswordSection />
        </section>
        <section id="team" className="scroll-mt-20 space-y-4">
          <TeamSection key={`${user.team_info.id}-${user.team_info.name}`} user={user} />
          <DemoWorkspaceSettings />
        </section>
        <section id="team-members" className="scroll-mt-20 space-y-4">
          <h2 className="text-lg font-semibold">{t("dashboard.settings.teamMembers")}</h2>
          <TeamMembersSection key={`${user.team_info.id}-${user.role}`} user={user} />
        </section>
        <section id="api" className="scroll-mt-20 space-y-4">
          <h2 className="text-lg font-semibold">{t("apiKeys.title")}</h2>
          <ApiKeysSection key={`${user.team_info.id}-${user.role}`} user={user} />
        </section>
      </div>
    </>
  );
}
