// Avatar uploads and the files they store (issue 14 item 6): start an upload, send the image, load stored images.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { UserInfo } from "@/domain/contracts/account";
import { StoredFileParam, UploadToken, UploadTokenBody, UploadTokenParam } from "@/domain/contracts/upload";
import { issueUploadToken } from "../../services/avatars/issue-upload-token";
import { openStoredFile } from "../../services/avatars/open-stored-file";
import { uploadAvatar } from "../../services/avatars/upload-avatar";
import { STORED_CACHE_CONTROL } from "../../storage/s3-storage";
import { ErrorEnvelope, ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Uploads"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };
const binary = z.string().openapi({ format: "binary" });
const errorEnvelope = (status: number) => ({
  description: `Error envelope (${status})`,
  content: { "application/json": { schema: ErrorEnvelope } },
});
const imageContent = {
  "image/png": { schema: binary },
  "image/jpeg": { schema: binary },
  "image/webp": { schema: binary },
  "application/octet-stream": { schema: binary },
};

/** The upload path: the global JSON body limit (app.ts) skips it, since this route reads up to 2 MB itself. */
export const UPLOAD_BODY_PATH = /^\/v1\/account\/upload\/(?!token\/?$)[^/]+\/?$/;

const startUpload = createRoute({
  method: "post",
  path: "/account/upload/token",
  tags,
  summary: "Start an avatar upload: a single-use token valid 10 minutes (team target: Owner and Admin)",
  ...signedIn,
  request: { body: jsonBody(UploadTokenBody) },
  responses: responses(UploadToken, "Upload token", [400, 401, 403, 429]),
});

const sendImage = createRoute({
  method: "put",
  path: "/account/upload/{token}",
  tags,
  summary:
    "Send the image as the raw body (PNG, JPEG or WebP, at most 2 MB, checked by content): stored as 256×256 WebP",
  ...signedIn,
  request: { params: UploadTokenParam, body: { required: true, content: imageContent } },
  responses: responses(UserInfo, "User info with the new avatar", [400, 401, 403, 413, 415, 503]),
});

const serveFile = createRoute({
  method: "get",
  path: "/uploads/{name}",
  tags,
  summary: "A stored image (content-hash name; cached for a year)",
  request: { params: StoredFileParam },
  responses: {
    200: { description: "The image", content: { "image/webp": { schema: binary }, "image/png": { schema: binary } } },
    400: errorEnvelope(400),
    404: errorEnvelope(404),
    503: errorEnvelope(503),
  },
});

export const uploadRoutes = createRouter()
  .openapi(startUpload, async (c) =>
    c.json(ok(await issueUploadToken({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(sendImage, async (c) => {
    const info = await uploadAvatar({
      ctx: actorContext(c),
      input: {
        token: c.req.valid("param").token,
        body: c.req.raw.body,
        declaredLength: c.req.header("content-length"),
      },
    });
    return c.json(ok(info, "Image uploaded"), 200);
  })
  .openapi(serveFile, async (c) => {
    const file = await openStoredFile(c.req.valid("param").name);
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "cache-control": STORED_CACHE_CONTROL,
      "x-content-type-options": "nosniff",
    };
    if (file.size !== null) headers["content-length"] = String(file.size);
    return new Response(file.body, { status: 200, headers });
  });
