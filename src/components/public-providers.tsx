"use client";
// The public pages' client providers. The landing page, blog and legal pages have no client translations, queries
// or message bar (their islands take their words as props from the server), so they get no provider at all and
// ship neither next-intl's client formatter nor the query client (issue 18 item 6); the other public pages
// (analyze, sign-in and account links, tools, not-found) load the intl provider and Providers as a separate chunk,
// still server-rendered.
import dynamic from "next/dynamic";
import { useSelectedLayoutSegment } from "next/navigation";
import type { PublicIntl } from "./public-intl-providers";

const IntlProviders = dynamic(() => import("./public-intl-providers").then((m) => m.PublicIntlProviders));

/** First segments under [locale] whose pages need no providers; null is the landing page itself. */
export const LEAN_SEGMENTS: readonly (string | null)[] = [null, "blogs", "privacy-policy", "terms-of-service"];

export function PublicProviders({ intl, children }: { intl: PublicIntl; children: React.ReactNode }) {
  const segment = useSelectedLayoutSegment();
  if (LEAN_SEGMENTS.includes(segment)) return children;
  return <IntlProviders intl={intl}>{children}</IntlProviders>;
}
