"use client";
import { useTranslations } from "next-intl";
import type { KnownDurationBucket } from "@/domain/analytics";

/** A duration bucket's name: "15–30 s", "180 s+". */
export function useBucketLabel() {
  const t = useTranslations();
  return (bucket: KnownDurationBucket) =>
    bucket.maxSeconds === null
      ? t("analyzeUi.duration.bucketOpen", { min: bucket.minSeconds })
      : t("analyzeUi.duration.bucket", { min: bucket.minSeconds, max: bucket.maxSeconds });
}
