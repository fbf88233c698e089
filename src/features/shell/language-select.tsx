"use client";
// The language menu of the lean public pages (landing, blog, legal): its label and locale come as props from the
// server and the target is the same path under the other locale's prefix (./locale-switch.ts), so it needs neither
// next-intl's client provider nor its router (issue 18 item 6). Other public pages use ./language-menu.tsx.
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { Locale } from "@/i18n/locales";
import { LanguagePicker, rememberLanguage } from "./language-picker";
import { localeCookie, switchLocalePath } from "./locale-switch";

export function LanguageSelect({ locale, label }: { locale: Locale; label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <LanguagePicker
      locale={locale}
      label={label}
      pending={pending}
      onPick={(next) => {
        if (next === locale) return;
        rememberLanguage(next);
        // As next-intl's router does on a switch: the cookie first, since the router cache may skip the server.
        document.cookie = localeCookie(next);
        startTransition(() => router.replace(switchLocalePath(window.location.pathname, next, window.location.search)));
      }}
    />
  );
}
