// API key contracts (issue 17 item 3; `/v1/api-keys`): create (the key answered once), list, revoke. The key itself
// is never answered again: the list shows its prefix only.
import { z } from "zod";
import { API_KEY_MAX_EXPIRY_DAYS, API_KEY_NAME_MAX, API_KEY_SCOPES } from "../api-keys";
import { IsoDateTime, orNull } from "./common";

export const ApiKeyScopeValue = z
  .enum(API_KEY_SCOPES, { error: "Scope must be read or write" })
  .meta({ description: "read: read and export; write: also track, stop, resume and delete, and manage collections" });

export const CreateApiKeyBody = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, { error: "Name is required" })
      .max(API_KEY_NAME_MAX, { error: `Name must be at most ${API_KEY_NAME_MAX} characters` }),
    scope: ApiKeyScopeValue,
    expires_in_days: z
      .number({ error: "Expiry must be a number of days" })
      .int({ error: "Expiry must be a whole number of days" })
      .min(1, { error: `Expiry must be between 1 and ${API_KEY_MAX_EXPIRY_DAYS} days` })
      .max(API_KEY_MAX_EXPIRY_DAYS, { error: `Expiry must be between 1 and ${API_KEY_MAX_EXPIRY_DAYS} days` })
      .nullish()
      .meta({ description: "Days until the key stops working; omitted or null = it never expires" }),
  })
  .meta({ id: "CreateApiKeyBody" });
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

export const ApiKeyInfo = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z
      .string()
      .meta({ description: "The key's first characters (fsk_…), to tell keys apart", example: "fsk_3hT9aQ2x" }),
    scope: ApiKeyScopeValue,
    created_by: z.object({ user_id: orNull(z.number().int()), full_name: z.string(), email: z.string() }).meta({
      description: "Who made it; user_id null (and empty names) when that account was deleted",
    }),
    created_at: IsoDateTime,
    last_used_at: orNull(IsoDateTime).meta({ description: "Updated at most once a minute; null if never used" }),
    expires_at: orNull(IsoDateTime).meta({ description: "null = never expires" }),
    revoked_at: orNull(IsoDateTime),
  })
  .meta({ id: "ApiKeyInfo" });
export type ApiKeyInfo = z.infer<typeof ApiKeyInfo>;

export const ApiKeyList = z
  .object({
    keys: z.array(ApiKeyInfo).meta({ description: "The team's keys that are not revoked, newest first" }),
    rate_limit_per_minute: z.number().int().meta({ description: "Requests each key may make per minute" }),
  })
  .meta({ id: "ApiKeyList" });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreatedApiKey = z
  .object({
    key: z.string().meta({ description: "The whole key (fsk_…), answered only this once: store it now" }),
    info: ApiKeyInfo,
  })
  .meta({ id: "CreatedApiKey" });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
