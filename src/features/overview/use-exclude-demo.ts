"use client";
// Whether the overview leaves the demo workspace's items out of its figures: kept in the URL (?demo=exclude) like
// the period, so a reload or a shared link shows the same figures.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

export function useExcludeDemo(): [boolean, (exclude: boolean) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const exclude = searchParams.get("demo") === "exclude";
  const setExclude = useCallback(
    (next: boolean) => {
      const query = new URLSearchParams(searchParams.toString());
      if (next) query.set("demo", "exclude");
      else query.delete("demo");
      const search = query.toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [searchParams, router, pathname],
  );
  return [exclude, setExclude];
}
