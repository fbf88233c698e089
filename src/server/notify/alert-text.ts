// The words of an alert message in one language (messages/alert-messages): every channel says the same thing, in
// the language the wiring picks (the recipient's for email, the team Owner's for a chat). Formatters stay pure: they
// take this object, and tests build it from the English catalogue.
import "server-only";
import { type EmailTranslate, emailTranslator } from "../email/email-translator";
import type { AlertCalculationValue, AlertItem, AlertMessage, AlertMetricValue } from "./alert-message";

export interface AlertText {
  locale: string;
  t: EmailTranslate;
}

/** Keys are written in full (the i18n check greps them); the translator is scoped to `alertMessages`. */
const NAMESPACE = "alertMessages.";

export async function alertText(locale: string | null | undefined): Promise<AlertText> {
  const { locale: resolved, t } = await emailTranslator(locale, "alertMessages");
  return { locale: resolved, t: (key, values) => t(key.slice(NAMESPACE.length), values) };
}

const METRIC_KEYS: Record<AlertMetricValue, string> = {
  1: "alertMessages.metric.views",
  2: "alertMessages.metric.likes",
  3: "alertMessages.metric.comments",
  4: "alertMessages.metric.shares",
  5: "alertMessages.metric.bookmarks",
  6: "alertMessages.metric.engagement",
  7: "alertMessages.metric.outlier",
};

export function metricName(text: AlertText, metric: AlertMetricValue): string {
  return text.t(METRIC_KEYS[metric]);
}

/** Counts without decimals; the outlier multiple with one decimal and "×". */
export function formatValue(text: AlertText, metric: AlertMetricValue, value: number): string {
  if (metric === 7) {
    return `${new Intl.NumberFormat(text.locale, { maximumFractionDigits: 1 }).format(value)}×`;
  }
  return new Intl.NumberFormat(text.locale, { maximumFractionDigits: 0 }).format(value);
}

/** "Views grew by at least 10,000 in one cycle" / "Views reached 1,000,000". */
export function conditionLine(text: AlertText, message: AlertMessage): string {
  const { metric, calculation, threshold } = message.rule;
  const values = { metric: metricName(text, metric), threshold: formatValue(text, metric, threshold) };
  const byCalculation: Record<AlertCalculationValue, string> = {
    1: "alertMessages.condition.increment",
    2: "alertMessages.condition.total",
  };
  return text.t(byCalculation[calculation], values);
}

/** "Alert: Launch views" or "Test alert: Launch views". */
export function headline(text: AlertText, message: AlertMessage): string {
  const key = message.event === "alert.test" ? "alertMessages.headline.test" : "alertMessages.headline.triggered";
  return text.t(key, { rule: message.rule.name });
}

export function testNote(text: AlertText): string {
  return text.t("alertMessages.testNote");
}

/** "Views: 12,400 (was 2,100)" or, with no earlier value, "Views: 12,400". */
export function valueLine(text: AlertText, message: AlertMessage, item: AlertItem): string {
  const metric = message.rule.metric;
  const values = { metric: metricName(text, metric), value: formatValue(text, metric, item.value) };
  if (item.previous_value === null) return text.t("alertMessages.value.now", values);
  return text.t("alertMessages.value.change", {
    ...values,
    previous: formatValue(text, metric, item.previous_value),
  });
}

export function andMore(text: AlertText, count: number): string {
  return text.t("alertMessages.andMore", { count });
}

export function openItemLabel(text: AlertText): string {
  return text.t("alertMessages.openItem");
}

export function openAlertsLabel(text: AlertText): string {
  return text.t("alertMessages.openAlerts");
}

/** A title cut to `max` characters (code points), with an ellipsis when it was longer. */
export function clip(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, Math.max(0, max - 1)).join("")}…`;
}
