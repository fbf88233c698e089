"use client";
// The frame of the feed and channel detail pages: the way back to the list, and their loading and error states.
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import NextLink from "next/link";
import { LoadError } from "@/components/layout/load-error";
import { useErrorMessage } from "../../lib/errors/use-error-message";

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <NextLink
      href={href}
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
      {label}
    </NextLink>
  );
}

/** The loading or error view of a detail query, or null once its data is there. */
export function DetailPending({ query, back }: { query: UseQueryResult<unknown>; back: React.ReactNode }) {
  const errorMessage = useErrorMessage();
  if (query.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <div className="h-32 animate-pulse rounded-xl bg-muted" />
        <div className="mt-6 h-80 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div>
        {back}
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return null;
}
