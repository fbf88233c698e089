"use client";
// The blog header's account button: sign-in for a visitor, the dashboard once the stored session is restored. Both
// words and both targets come as props from the server header, so the blog needs no client translations.
import NextLink from "next/link";
import { Button } from "@/components/ui/button";
import { useSignedIn } from "@/features/analyze/use-signed-in";

export function SignedInLink({
  signIn,
  dashboard,
}: {
  signIn: { href: string; label: string };
  dashboard: { href: string; label: string };
}) {
  const target = useSignedIn() ? dashboard : signIn;
  return (
    <Button asChild variant="outline" size="sm">
      <NextLink href={target.href}>{target.label}</NextLink>
    </Button>
  );
}
