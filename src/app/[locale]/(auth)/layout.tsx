import { redirect } from "next/navigation";
import { AuthShell } from "@/features/auth/auth-shell";
import { getCurrentUserId } from "@/server/auth/current-user";

// Authentication layout (spec section 2): a signed-in user goes to the dashboard.
export default async function AuthLayout({ children }: LayoutProps<"/[locale]">) {
  if (await getCurrentUserId()) redirect("/dashboard/");
  return <AuthShell>{children}</AuthShell>;
}
