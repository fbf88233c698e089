"use client";
// The alert pages' words in the page's language: channel type and metric names, target phrases and the rule
// sentence rendered with its bold parts (rule-sentence.ts chooses the message and its values).
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { AlertTarget } from "@/domain/contracts/alerts";
import { NotificationChannelType } from "@/domain/enums";
import { type AlertsTranslate, type RuleWords, ruleSentence, targetPhrase } from "./rule-sentence";

const CHANNEL_TYPE_KEYS = {
  [NotificationChannelType.Email]: "email",
  [NotificationChannelType.Lark]: "lark",
  [NotificationChannelType.Telegram]: "telegram",
  [NotificationChannelType.Discord]: "discord",
  [NotificationChannelType.Webhook]: "webhook",
  [NotificationChannelType.Slack]: "slack",
} as const;
export type ChannelTypeKey = (typeof CHANNEL_TYPE_KEYS)[keyof typeof CHANNEL_TYPE_KEYS];

export function channelTypeKeyOf(type: number): ChannelTypeKey {
  return CHANNEL_TYPE_KEYS[type as keyof typeof CHANNEL_TYPE_KEYS] ?? "webhook";
}

export function useAlertWords() {
  const t = useTranslations();
  const format = useFormatter();
  // The pure builder takes keys it computed itself; they are checked against the English file by its tests.
  const translate: AlertsTranslate = (key, values) => t(key as never, values as never);
  const formatNumber = (value: number) => format.number(value, { maximumFractionDigits: 2 });
  return {
    formatNumber,
    channelType: (type: number) => t(`dashboardAlerts.channelType.${channelTypeKeyOf(type)}`),
    target: (target: AlertTarget | null | undefined) => targetPhrase(translate, target),
    /** The rule as a sentence with its variable parts in bold; `target` and `group` are already in words. */
    sentence: (rule: RuleWords, target: string, group: string): ReactNode => {
      const built = ruleSentence(rule, target, group, formatNumber);
      return t.rich(
        built.key as never,
        {
          ...built.values,
          b: (chunks: ReactNode) => <strong className="font-semibold text-foreground">{chunks}</strong>,
        } as never,
      );
    },
  };
}
