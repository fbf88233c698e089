"use client";
// The language menu's control: a native select of the 12 locales, each named in its own language. The menus around
// it decide where a pick leads (./language-menu.tsx with next-intl's router, ./language-select.tsx without it).
import { Globe } from "lucide-react";
import { LOCALE_LABELS, LOCALES, type Locale } from "@/i18n/locales";

export function LanguagePicker({
  locale,
  label,
  pending,
  onPick,
}: {
  locale: Locale;
  label: string;
  pending: boolean;
  onPick: (next: Locale) => void;
}) {
  return (
    <label className="relative inline-flex items-center gap-1 text-sm text-muted-foreground">
      <Globe aria-hidden className="h-4 w-4" />
      <span className="sr-only">{label}</span>
      <select
        value={locale}
        disabled={pending}
        onChange={(event) => onPick(event.target.value as Locale)}
        className="cursor-pointer rounded-md border border-transparent bg-transparent py-1 pe-1 hover:border-input"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Remembers the pick as the store's `lang`; the store loads only now, so pages showing the menu do not ship it. */
export function rememberLanguage(next: Locale): void {
  void import("@/lib/store/root-store").then(({ useRootStore }) => useRootStore.getState().setLang(next));
}
