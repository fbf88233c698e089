import { connection } from "next/server";
import { AuthShell } from "@/features/auth/auth-shell";

// Email links (verify, reset) work signed in or not, so this layout has no redirect. Rendered per request
// (connection()), so Next stamps the nonce of src/proxy.ts's strict script policy on its scripts; a prerendered
// copy would carry none and be blocked.
export default async function AccountLayout({ children }: LayoutProps<"/[locale]">) {
  await connection();
  return <AuthShell>{children}</AuthShell>;
}
