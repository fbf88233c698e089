"use client";
// The public pages' client providers. The landing page, blog and legal pages use no queries and no message bar, so
// they skip the query client and store entirely; the other public pages (analyze, sign-in and account links, tools,
// not-found) load the full Providers as a separate chunk, server-rendered like before.
import dynamic from "next/dynamic";
import { useSelectedLayoutSegment } from "next/navigation";

const Providers = dynamic(() => import("./providers").then((m) => m.Providers));

/** First segments under [locale] whose pages need no providers; null is the landing page itself. */
export const LEAN_SEGMENTS: readonly (string | null)[] = [null, "blogs", "privacy-policy", "terms-of-service"];

export function PublicProviders({ children }: { children: React.ReactNode }) {
  const segment = useSelectedLayoutSegment();
  if (LEAN_SEGMENTS.includes(segment)) return children;
  return <Providers>{children}</Providers>;
}
