// POST /v1/account/upload/token (spec section 7, issue 14 item 6): a single-use token, valid 10 minutes, bound to
// the caller and to what the upload changes (their avatar, or their active team's with the team settings right).
import "server-only";
import {
  AVATAR_ACCEPTED_TYPES,
  AVATAR_MAX_BYTES,
  UPLOAD_TOKEN_TTL_SECONDS,
  type UploadToken,
  type UploadTokenBody,
} from "@/domain/contracts/upload";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { getEnv } from "../../env";
import { assertCan } from "../../errors/api-error";
import { UPLOAD_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject } from "../../security/rate-limit";
import type { ActorContext } from "../context";
import { newUploadToken, saveUploadGrant } from "./upload-token-store";

export async function issueUploadToken({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: UploadTokenBody;
}): Promise<UploadToken> {
  if (input.target === "team") assertCan(ctx.actor.role, Action.ManageTeamSettings);
  await enforceRateLimit(ctx.db, UPLOAD_LIMITS.uploadsPerUser, limitSubject("user", ctx.actor.userId));
  const token = newUploadToken();
  const expiresAt = new Date(now().getTime() + UPLOAD_TOKEN_TTL_SECONDS * 1000);
  await saveUploadGrant(ctx.db, {
    userId: ctx.actor.userId,
    token,
    grant: { target: input.target, teamId: ctx.actor.teamId },
    expiresAt,
  });
  return {
    upload_url: `${getEnv().appUrl}/v1/account/upload/${token}`,
    token,
    max_bytes: AVATAR_MAX_BYTES,
    accepted_types: [...AVATAR_ACCEPTED_TYPES],
    expires_at: expiresAt.toISOString(),
  };
}
