// A rule in plain words (issue 16 item 6): "When **views** of **any feed in collection Launch** grow by **10,000**
// in one cycle, tell **Growth team**". Each language owns its whole sentence as one ICU message with placeholders
// (messages/dashboard-alerts/*.json `sentence.<calculation>.<metric>`), so word order, agreement and case stay the
// translator's; this module only chooses the message and fills its placeholders (target phrase, number, group).
import type { AlertTarget } from "@/domain/contracts/alerts";
import { AlertCalculation, Metric } from "@/domain/enums";

/** A translator taking full keys (the project's convention, checked by npm run check:i18n). */
export type AlertsTranslate = (key: string, values?: Record<string, string | number>) => string;

export const METRIC_KEYS = {
  [Metric.Views]: "views",
  [Metric.Likes]: "likes",
  [Metric.Comments]: "comments",
  [Metric.Shares]: "shares",
  [Metric.Bookmarks]: "bookmarks",
  [Metric.Engagement]: "engagement",
  [Metric.OutlierMultiple]: "outlier",
} as const;
export type MetricKey = (typeof METRIC_KEYS)[keyof typeof METRIC_KEYS];

export function metricKeyOf(metric: number): MetricKey {
  return METRIC_KEYS[metric as keyof typeof METRIC_KEYS] ?? "views";
}

export type CountMetricKey = Exclude<MetricKey, "outlier">;

export interface RuleSentence {
  /** The full message key; its bold parts are `<b>` tags. */
  key: string;
  values: Record<string, string>;
}

export interface RuleWords {
  metric: number;
  calculation: number;
  threshold: number;
}

const MISSING_KEYS = {
  channel: "dashboardAlerts.target.missingChannel",
  feed: "dashboardAlerts.target.missingFeed",
  collection: "dashboardAlerts.target.missingCollection",
  all: "dashboardAlerts.target.unknown",
} as const;

/** What a target watches, as a noun phrase for the sentence ("any feed in collection Launch"). */
export function targetPhrase(t: AlertsTranslate, target: AlertTarget | null | undefined): string {
  if (!target) return t("dashboardAlerts.target.unknown");
  if (target.missing) return t(MISSING_KEYS[target.kind]);
  const name = target.label ?? t("dashboardAlerts.target.untitled");
  const platform = target.platform ? t(`dashboardAlerts.platform.${target.platform}`) : null;
  switch (target.kind) {
    case "channel":
      return t("dashboardAlerts.target.channel", { name });
    case "feed":
      return t("dashboardAlerts.target.feed", { name });
    case "collection":
      return platform
        ? t("dashboardAlerts.target.collectionPlatform", { name, platform })
        : t("dashboardAlerts.target.collection", { name });
    default:
      return platform ? t("dashboardAlerts.target.allPlatform", { platform }) : t("dashboardAlerts.target.all");
  }
}

/**
 * The sentence of a rule: an outlier rule compares views with the account's median ("reach 10×"), any other metric
 * grows by the threshold in one cycle (increment) or reaches it (total). There is one whole sentence per
 * calculation and metric, so each language agrees its verb and article with the metric itself. Numbers are
 * formatted by the caller's locale.
 */
export function ruleSentence(
  rule: RuleWords,
  target: string,
  group: string,
  formatNumber: (value: number) => string,
): RuleSentence {
  const metric = metricKeyOf(rule.metric);
  if (metric === "outlier") {
    return {
      key: "dashboardAlerts.sentence.outlier",
      values: { target, group, multiple: formatNumber(rule.threshold) },
    };
  }
  const calculation = rule.calculation === AlertCalculation.TotalAmount ? "total" : "increment";
  return {
    key: sentenceKey(calculation, metric),
    values: { target, group, threshold: formatNumber(rule.threshold) },
  };
}

function sentenceKey(calculation: "increment" | "total", metric: CountMetricKey): string {
  return `dashboardAlerts.sentence.${calculation}.${metric}`;
}
