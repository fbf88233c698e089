import { redirect } from "next/navigation";
import { DashboardShell } from "@/features/shell/dashboard-shell";
import { getCurrentUserId } from "@/server/auth/current-user";
import { getEnv } from "@/server/env";
import { describeSources } from "@/server/platforms/registry";

export const dynamic = "force-dynamic";

// Dashboard layout (spec section 2): a session is required, otherwise /signin.
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  if (!(await getCurrentUserId())) redirect("/signin/");
  const env = getEnv();
  return (
    <DashboardShell supportEmail={env.supportEmail} demoMode={Object.values(describeSources()).includes("demo")}>
      {children}
    </DashboardShell>
  );
}
