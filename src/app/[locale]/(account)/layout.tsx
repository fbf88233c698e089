import { AuthShell } from "@/features/auth/auth-shell";

// Email links (verify, reset) work signed in or not, so this layout has no redirect.
export default function AccountLayout({ children }: LayoutProps<"/[locale]">) {
  return <AuthShell>{children}</AuthShell>;
}
