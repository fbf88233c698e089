"use client";
// One destination of a group as a badge: its type's icon and name, the masked hint the server answers (never a
// credential), and its state: an email address still awaiting its confirmation link, or paused after repeated
// failures, each with why in a tooltip that keyboard users reach too.
import { Hash, Mail, MessageCircle, MessageSquare, Send, Webhook } from "lucide-react";
import { useTranslations } from "next-intl";
import { badgeVariants } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { AlertDestination } from "@/domain/contracts/alerts";
import { cn } from "@/lib/cn";
import { type ChannelTypeKey, channelTypeKeyOf } from "./use-alert-words";

export const CHANNEL_TYPE_ICONS = {
  email: Mail,
  lark: MessageSquare,
  telegram: Send,
  discord: MessageCircle,
  webhook: Webhook,
  slack: Hash,
} satisfies Record<ChannelTypeKey, unknown>;

/** What identifies a destination without showing its credentials. */
export function destinationHint(destination: AlertDestination): string {
  return (
    destination.email ??
    destination.url ??
    destination.url_hint ??
    [destination.bot_token_hint, destination.chat_id].filter(Boolean).join(" · ")
  );
}

export function DestinationBadge({ destination }: { destination: AlertDestination }) {
  const t = useTranslations();
  const key = channelTypeKeyOf(destination.type);
  const Icon = CHANNEL_TYPE_ICONS[key];
  const state = destination.paused
    ? {
        label: t("dashboardAlerts.groups.paused"),
        hint: t("dashboardAlerts.groups.pausedHint"),
        variant: "destructive" as const,
      }
    : !destination.confirmed
      ? {
          label: t("dashboardAlerts.groups.awaiting"),
          hint: t("dashboardAlerts.groups.awaitingHint"),
          variant: "warning" as const,
        }
      : null;
  return (
    <span
      className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-border bg-muted px-2 py-1 text-xs"
      data-testid={`destination-${destination.id}`}
    >
      <Icon aria-hidden className="h-3.5 w-3.5 shrink-0 text-muted-foreground" />
      <span className="font-medium text-foreground">{t(`dashboardAlerts.channelType.${key}`)}</span>
      <span className="truncate text-muted-foreground" dir="ltr">
        {destinationHint(destination)}
      </span>
      {state ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <button type="button" className={cn(badgeVariants({ variant: state.variant }), "cursor-help")}>
              {state.label}
              <span className="sr-only">{`: ${state.hint}`}</span>
            </button>
          </TooltipTrigger>
          <TooltipContent>{state.hint}</TooltipContent>
        </Tooltip>
      ) : null}
    </span>
  );
}
