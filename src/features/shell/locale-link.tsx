// A link to a route of src/i18n/routing.ts in the page's locale, resolved on the server: next-intl's Link is a client
// component that reads the locale from the client intl provider, which the lean public pages (landing, blog, legal)
// do not mount, so they ship no client message formatter (issue 18 item 6). Same href as next-intl's Link renders
// (./locale-switch.test.ts compares them).
import NextLink from "next/link";
import { getLocale } from "next-intl/server";
import type { ComponentProps } from "react";
import type { Locale } from "@/i18n/locales";
import { type LocaleHref, localeHref } from "./locale-switch";

export async function LocaleLink({
  href,
  ...rest
}: Omit<ComponentProps<typeof NextLink>, "href"> & { href: LocaleHref }) {
  const locale = (await getLocale()) as Locale;
  return <NextLink href={localeHref(locale, href)} {...rest} />;
}
