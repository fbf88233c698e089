// Helpers for the upload tests: real images made with sharp, and the raw-body PUT the upload route takes.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { UploadToken } from "@/domain/contracts/upload";
import { forgetMemberships } from "../../auth/membership-cache";
import type { Db } from "../../db/client";
import { member, session } from "../../db/schema";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { type ApiAnswer, type createTestApi, fromIp, nextTestIp } from "./api-client";
import { registerUser } from "./tracking-helpers";

type TestApi = ReturnType<typeof createTestApi>;
/** What a test sends: bytes (Node's Buffer included), text or a stream. */
export type UploadBody = BodyInit | Uint8Array;

/** A width×height image in `format`, with a red left half and a blue right half (so cropping is visible). */
export async function makeImage(
  format: "png" | "jpeg" | "webp" | "gif" | "tiff",
  width = 600,
  height = 300,
): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const left = await sharp({
    create: { width: half, height, channels: 3, background: { r: 220, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

export async function startUpload(api: TestApi, token: string, target: "user" | "team" = "user") {
  return api.call<UploadToken>("POST", "/v1/account/upload/token", { token, body: { target } });
}

/** PUTs `body` as the raw request body, as a browser's fetch(file) does. */
export async function putImage<T = unknown>(
  api: TestApi,
  options: {
    uploadToken: string;
    token: string;
    body: UploadBody;
    contentType?: string;
    headers?: Record<string, string>;
  },
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    origin: "http://localhost:3999",
    authorization: `Bearer ${options.token}`,
    "content-type": options.contentType ?? "image/png",
    ...fromIp(nextTestIp()),
    ...options.headers,
  };
  const init: RequestInit & { duplex?: "half" } = { method: "PUT", headers, body: options.body as BodyInit };
  if (options.body instanceof ReadableStream) init.duplex = "half";
  const response = await api.app.request(`http://localhost:3999/v1/account/upload/${options.uploadToken}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer<T>["body"] };
}

/** A registered user made an Analyst (auth role "member") of `teamId`, which becomes their session's team. */
export async function analystOf(api: TestApi, db: Db, teamId: number): Promise<SignedInUser> {
  const analyst = await registerUser(api, db);
  await db.delete(member).where(eq(member.userId, analyst.id));
  await db.insert(member).values({ organizationId: teamId, userId: analyst.id, role: "member" });
  await db.update(session).set({ activeOrganizationId: teamId }).where(eq(session.userId, analyst.id));
  forgetMemberships();
  return analyst;
}
