import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import { isGoogleConfigured } from "../../auth/auth";
import { ApiError } from "../../errors/api-error";
import type { ServiceContext } from "../context";
import { type SignedInUser, signedInUser } from "./signed-in-user";

/**
 * Google sign-in runs through Better Auth's OAuth redirect, which ends with its session cookie set. This turns that
 * cookie session into the product's answer (user info and a bearer token), like email sign-in does.
 */
export async function completeGoogleSignIn({ ctx }: { ctx: ServiceContext }): Promise<SignedInUser> {
  if (!isGoogleConfigured()) throw new ApiError(ErrorCode.NotFound, "Google sign-in is not configured");
  const session = await ctx.auth.api.getSession({ headers: ctx.headers });
  if (!session) throw new ApiError(ErrorCode.OAuthIncomplete);
  return signedInUser(ctx.db, Number(session.user.id), session.session.token);
}
