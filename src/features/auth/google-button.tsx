"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useGoogleRedirect } from "@/lib/queries/account";

/** Starts Better Auth's Google OAuth flow; it comes back to /signin/?google=1, which finishes the sign-in. */
export function GoogleButton({ label, onError }: { label: string; onError: (message: string) => void }) {
  const t = useTranslations();
  const redirect = useGoogleRedirect(t("errors.requestFailed"));
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      // After success the browser is leaving for Google: the button stays disabled until it has.
      disabled={redirect.isPending || redirect.isSuccess}
      onClick={() =>
        redirect.mutate(undefined, {
          onSuccess: (url) => window.location.assign(url),
          onError: (error) => onError(error.message || t("errors.network")),
        })
      }
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8.1z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
      {label}
    </Button>
  );
}
