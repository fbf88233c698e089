// Avatar uploads (issue 14 item 6; spec section 7 `POST /v1/account/upload/token`): the token that starts an upload
// and the limits both the browser and the server check. The server decides by content, never by these types alone.
import { z } from "zod";
import { IsoDateTime } from "./common";

/** Largest image accepted, in bytes (2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The formats accepted, as the browser's file picker and the server's content check know them. */
export const AVATAR_ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** Stored avatars are squares of this many pixels. */
export const AVATAR_SIZE = 256;
/** How long an upload token stays valid. */
export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;

export const UploadTarget = z
  .enum(["user", "team"], { error: "Target must be user or team" })
  .meta({ description: "user: the caller's own avatar; team: the active team's avatar (Owner and Admin)" });
export type UploadTarget = z.infer<typeof UploadTarget>;

export const UploadTokenBody = z.object({ target: UploadTarget });
export type UploadTokenBody = z.infer<typeof UploadTokenBody>;

export const UploadToken = z
  .object({
    upload_url: z.string().meta({ description: "PUT the image bytes here (with the same bearer token)" }),
    token: z.string().meta({ description: "Single-use; bound to the caller and the target" }),
    max_bytes: z.number().int().meta({ example: AVATAR_MAX_BYTES }),
    accepted_types: z.array(z.string()).meta({ example: [...AVATAR_ACCEPTED_TYPES] }),
    expires_at: IsoDateTime,
  })
  .meta({ id: "UploadToken", description: "A started upload: where to send the image and its limits" });
export type UploadToken = z.infer<typeof UploadToken>;

/** Tokens are 32 random bytes in base64url. */
export const UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const UploadTokenParam = z.object({
  token: z
    .string()
    .regex(UPLOAD_TOKEN_PATTERN, { error: "This upload link is not valid; start the upload again" })
    .meta({ param: { name: "token", in: "path" } }),
});

export const StoredFileParam = z.object({
  name: z
    .string()
    .max(80, { error: "Not found" })
    .meta({ param: { name: "name", in: "path" }, example: `${"0".repeat(64)}.webp` }),
});

/**
 * The browser's check before an upload, with the server's limits: the file picker's type (from the name, so only a
 * hint: the server decides by content) and the size. Null when the file may be sent.
 */
export function avatarFileProblem(file: { type: string; size: number }): "type" | "size" | "empty" | null {
  if (!(AVATAR_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > AVATAR_MAX_BYTES) return "size";
  return null;
}
