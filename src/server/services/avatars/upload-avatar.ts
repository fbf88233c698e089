// PUT /v1/account/upload/{token} (issue 14 item 6): spends the token, reads at most 2 MB, checks and re-encodes the
// image (avatar-image.ts), stores it under its content hash and points the user's image or the team's logo at it.
import "server-only";
import { eq } from "drizzle-orm";
import { AVATAR_MAX_BYTES } from "@/domain/contracts/upload";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { organization, user } from "../../db/schema";
import { ApiError, assertCan, forbidden, notFound } from "../../errors/api-error";
import { getLogger } from "../../logger";
import { getUserInfo, type UserInfo } from "../../queries/user/get-user-info";
import { getFileStorage } from "../../storage/file-storage";
import { contentHashName } from "../../storage/stored-names";
import type { ActorContext } from "../context";
import { normalizeAvatar } from "./avatar-image";
import { readLimitedBody } from "./read-limited-body";
import { takeUploadGrant, type UploadGrant } from "./upload-token-store";

export interface UploadAvatarInput {
  token: string;
  body: ReadableStream<Uint8Array> | null;
  /** The Content-Length header, when the client sent one. */
  declaredLength: string | undefined;
}

const invalidToken = (message: string) => new ApiError(ErrorCode.InvalidToken, message);

/** The caller's grant for `token`, spent; refused when unknown, used, expired or no longer the caller's to use. */
async function spendToken(ctx: ActorContext, token: string): Promise<UploadGrant> {
  const taken = await takeUploadGrant(ctx.db, { userId: ctx.actor.userId, token });
  if (!taken) throw invalidToken("This upload link is not valid or was already used; please start the upload again");
  if (taken.expiresAt.getTime() <= now().getTime()) {
    throw invalidToken("This upload link has expired; please start the upload again");
  }
  const { grant } = taken;
  if (grant.target === "team") {
    // The role may have changed, or the caller switched teams, since the token was issued.
    assertCan(ctx.actor.role, Action.ManageTeamSettings);
    if (grant.teamId !== ctx.actor.teamId) {
      throw forbidden("This upload was started for another team; switch back to it and try again");
    }
  }
  return grant;
}

export async function uploadAvatar({ ctx, input }: { ctx: ActorContext; input: UploadAvatarInput }): Promise<UserInfo> {
  // The token first: without a valid one the body is never read.
  let grant: UploadGrant;
  try {
    grant = await spendToken(ctx, input.token);
  } catch (error) {
    await input.body?.cancel();
    throw error;
  }
  const original = await readLimitedBody(input.body, input.declaredLength, AVATAR_MAX_BYTES);
  const avatar = await normalizeAvatar(original);
  const name = contentHashName(avatar.bytes, avatar.extension);
  const storage = getFileStorage();
  try {
    await storage.put(name, avatar.bytes);
  } catch (error) {
    getLogger().error({ err: error, storage: storage.kind }, "avatar upload could not be stored");
    throw new ApiError(ErrorCode.Unavailable, "The image could not be stored right now; please try again");
  }
  const url = storage.publicUrl(name);

  if (grant.target === "team") {
    await ctx.db.update(organization).set({ logo: url }).where(eq(organization.id, grant.teamId));
  } else {
    await ctx.db.update(user).set({ image: url, updatedAt: new Date() }).where(eq(user.id, ctx.actor.userId));
  }
  const info = await getUserInfo(ctx.db, { userId: ctx.actor.userId, preferredTeamId: ctx.actor.teamId });
  if (!info) throw notFound();
  return info;
}
