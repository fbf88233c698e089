import "server-only";
import { createMiddleware } from "hono/factory";
import { mayUse, type VerifiedEmailFeature } from "@/domain/email-verification";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../../errors/api-error";
import type { AppEnv } from "../context";

/**
 * Guards a route of a feature that needs a verified address (src/domain/email-verification.ts): 40301 "Please
 * verify your email address to access all features" otherwise. Runs after requireActor, e.g.
 * `middleware: [requireActor, requireVerifiedEmail("invitations")]`.
 */
export function requireVerifiedEmail(feature: VerifiedEmailFeature) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!mayUse(c.var.actor, feature)) throw new ApiError(ErrorCode.EmailNotVerified);
    await next();
  });
}
