import { redirect } from "next/navigation";
import { AuthShell } from "@/features/auth/auth-shell";
import { getCurrentUserId } from "@/server/auth/current-user";

// Authentication layout (spec section 2): a signed-in user goes to the dashboard. Reading the session makes these
// pages render per request, which the nonce of src/proxy.ts's strict script policy needs.
export default async function AuthLayout({ children }: LayoutProps<"/[locale]">) {
  if (await getCurrentUserId()) redirect("/dashboard/");
  return <AuthShell>{children}</AuthShell>;
}
