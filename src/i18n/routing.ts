import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES } from "./locales";

// English is unprefixed; the stored preference (NEXT_LOCALE cookie), then the browser language, pick the locale of
// an unprefixed visit. Per-locale pathnames live here (Italian tool slugs are added with the tools).
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: { mode: "as-needed", prefixes: LOCALE_PREFIXES },
  pathnames: {
    "/": "/",
    "/signin": "/signin",
    "/signup": "/signup",
    "/forgot-password": "/forgot-password",
    "/reset-password": "/reset-password",
    "/verify-email": "/verify-email",
    "/confirm-alerts": "/confirm-alerts",
    "/privacy-policy": "/privacy-policy",
    "/terms-of-service": "/terms-of-service",
    "/analyze/[slug]": "/analyze/[slug]",
  },
});

export type AppPathname = keyof typeof routing.pathnames;
