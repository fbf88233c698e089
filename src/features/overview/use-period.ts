"use client";
// The overview's period lives in the URL (?days=7|30|90), so a reload or a shared link shows the same period.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { PERIODS, type PeriodDays } from "./types";

export function usePeriod(): [PeriodDays, (days: PeriodDays) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = Number(searchParams.get("days"));
  const days = (PERIODS as readonly number[]).includes(asked) ? (asked as PeriodDays) : 7;
  const setDays = useCallback(
    (next: PeriodDays) => {
      const query = new URLSearchParams(searchParams.toString());
      if (next === 7) query.delete("days");
      else query.set("days", String(next));
      const search = query.toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [searchParams, router, pathname],
  );
  return [days, setDays];
}
