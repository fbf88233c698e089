"use client";
// One destination row of the group form: the type (Webhook disabled below Max, with a "Max" badge), that type's
// fields, the server's errors at each field and inline help on where to find a bot token, chat id or webhook URL.
// A kept destination shows its masked credentials; fields left empty keep them (the API's update rule).
import { Info, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AlertDestination } from "@/domain/contracts/alerts";
import { NotificationChannelType } from "@/domain/enums";
import type { FieldErrors } from "./field-errors";
import { channelTypeKeyOf } from "./use-alert-words";

export interface DestinationDraft {
  /** A local key for React; not sent. */
  key: string;
  /** A destination kept from the saved group. */
  saved: AlertDestination | null;
  type: number;
  email: string;
  url: string;
  bot_token: string;
  chat_id: string;
  secret: string;
}

export const CHANNEL_TYPE_ORDER = [
  NotificationChannelType.Email,
  NotificationChannelType.Slack,
  NotificationChannelType.Discord,
  NotificationChannelType.Telegram,
  NotificationChannelType.Lark,
  NotificationChannelType.Webhook,
] as const;

export function DestinationFields({
  index,
  draft,
  onChange,
  onRemove,
  canRemove,
  webhookAllowed,
  errors,
}: {
  index: number;
  draft: DestinationDraft;
  onChange: (next: DestinationDraft) => void;
  onRemove: () => void;
  canRemove: boolean;
  webhookAllowed: boolean;
  errors: FieldErrors;
}) {
  const t = useTranslations();
  const id = `destination-${index}`;
  const error = (field: string) => errors[`destinations.${index}.${field}`];
  const typeKey = channelTypeKeyOf(draft.type);
  const saved = draft.saved && draft.saved.type === draft.type ? draft.saved : null;
  const keep = (hint: string | null | undefined) =>
    saved && hint ? t("dashboardAlerts.groups.dialog.keepSaved", { hint }) : undefined;
  const text = (field: "email" | "url" | "bot_token" | "chat_id" | "secret", label: string, placeholder?: string) => (
    <FormField id={`${id}-${field}`} label={label} error={error(field)}>
      <Input
        id={`${id}-${field}`}
        data-testid={`${id}-${field}`}
        value={draft[field]}
        type={field === "email" ? "email" : field === "url" ? "url" : "text"}
        autoComplete="off"
        dir="ltr"
        placeholder={placeholder}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={error(field) ? `${id}-${field}-error` : undefined}
        onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      />
    </FormField>
  );

  return (
    <fieldset className="relative space-y-3 rounded-lg border border-border p-3" data-testid={id}>
      <legend className="px-1 text-sm font-medium text-foreground">
        {t("dashboardAlerts.groups.dialog.destination", { number: index + 1 })}
      </legend>
      {canRemove ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute end-1 -top-1"
          onClick={onRemove}
          aria-label={t("dashboardAlerts.groups.dialog.remove", { number: index + 1 })}
          data-testid={`${id}-remove`}
        >
          <X aria-hidden className="h-4 w-4" />
        </Button>
      ) : null}
      <FormField id={`${id}-type`} label={t("dashboardAlerts.groups.dialog.type")} error={error("type")}>
        <Select value={String(draft.type)} onValueChange={(value) => onChange({ ...draft, type: Number(value) })}>
          <SelectTrigger id={`${id}-type`} data-testid={`${id}-type`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CHANNEL_TYPE_ORDER.map((type) => {
              const locked = type === NotificationChannelType.Webhook && !webhookAllowed;
              return (
                <SelectItem key={type} value={String(type)} disabled={locked}>
                  {t(`dashboardAlerts.channelType.${channelTypeKeyOf(type)}`)}
                  {locked ? (
                    <Badge variant="secondary" className="ms-2">
                      {t("dashboardAlerts.groups.dialog.maxOnly")}
                    </Badge>
                  ) : null}
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
      </FormField>
      {draft.type === NotificationChannelType.Email
        ? text("email", t("dashboardAlerts.groups.dialog.email"), "name@example.com")
        : null}
      {draft.type === NotificationChannelType.Telegram ? (
        <>
          {text(
            "bot_token",
            t("dashboardAlerts.groups.dialog.botToken"),
            keep(saved?.bot_token_hint) ?? "123456789:AA…",
          )}
          {text("chat_id", t("dashboardAlerts.groups.dialog.chatId"), "-1001234567890")}
        </>
      ) : null}
      {draft.type !== NotificationChannelType.Email && draft.type !== NotificationChannelType.Telegram
        ? text("url", t("dashboardAlerts.groups.dialog.url"), keep(saved?.url_hint) ?? "https://")
        : null}
      {draft.type === NotificationChannelType.Lark
        ? text("secret", t("dashboardAlerts.groups.dialog.larkSecret"), keep(saved?.secret_hint))
        : null}
      {draft.type === NotificationChannelType.Webhook ? (
        <p className="text-xs text-muted-foreground">{t("dashboardAlerts.groups.dialog.webhookSecretNote")}</p>
      ) : null}
      <p className="flex gap-2 text-xs text-muted-foreground" data-testid={`${id}-help`}>
        <Info aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
        <span>{t(`dashboardAlerts.groups.help.${typeKey}`)}</span>
      </p>
    </fieldset>
  );
}
