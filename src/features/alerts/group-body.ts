// From the group form's rows to the body of POST/PUT /v1/alert/group: a kept destination goes with its id and only
// the credentials the person typed (left out, the saved ones stay); a new one, or a kept one whose type changed,
// goes without an id and with every field of its type. Fields of other types are never sent (the API refuses them).
import type { AlertDestination, AlertGroupBody, DestinationInput } from "@/domain/contracts/alerts";
import { NotificationChannelType, type NotificationChannelTypeValue } from "@/domain/enums";

export interface DestinationRow {
  saved: AlertDestination | null;
  type: number;
  email: string;
  url: string;
  bot_token: string;
  chat_id: string;
  secret: string;
}

type Field = "email" | "url" | "bot_token" | "chat_id" | "secret";

function fieldsOf(type: number): Field[] {
  switch (type) {
    case NotificationChannelType.Email:
      return ["email"];
    case NotificationChannelType.Telegram:
      return ["bot_token", "chat_id"];
    case NotificationChannelType.Lark:
      return ["url", "secret"];
    default:
      return ["url"];
  }
}

/** What a saved destination's field shows in the form (credentials are never answered, so those start empty). */
export function savedValue(destination: AlertDestination, field: Field): string {
  if (field === "email") return destination.email ?? "";
  if (field === "chat_id") return destination.chat_id ?? "";
  if (field === "url") return destination.url ?? "";
  return "";
}

export function destinationInput(row: DestinationRow): DestinationInput {
  const kept = row.saved !== null && row.saved.type === row.type ? row.saved : null;
  const input: Record<string, unknown> = { type: row.type as NotificationChannelTypeValue };
  if (kept) input.id = kept.id;
  for (const field of fieldsOf(row.type)) {
    const value = row[field].trim();
    if (kept ? value !== "" && value !== savedValue(kept, field) : value !== "") input[field] = value;
  }
  return input as DestinationInput;
}

export function groupBody(name: string, rows: DestinationRow[]): AlertGroupBody {
  return { name: name.trim(), destinations: rows.map(destinationInput) };
}
