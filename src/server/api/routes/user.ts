// The signed-in user: profile, password, sign-out, email verification.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import {
  ChangePasswordBody,
  PasswordChanged,
  UpdateUserBody,
  UserInfo,
  VerifyEmailBody,
} from "@/domain/contracts/account";
import { NullData } from "@/domain/contracts/common";
import { notFound } from "../../errors/api-error";
import { getUserInfo } from "../../queries/user/get-user-info";
import { changePassword } from "../../services/user/change-password";
import { signOut } from "../../services/user/sign-out";
import { updateProfile } from "../../services/user/update-profile";
import { resendVerification, verifyEmail } from "../../services/user/verify-email";
import { ok } from "../envelope";
import { refuseApiKeys } from "../middleware/api-key-scope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter, serviceContext } from "../router";

const tags = ["User"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };

const getUser = createRoute({
  method: "get",
  path: "/user",
  tags,
  summary: "The signed-in user's info",
  // A key is not a person: this is its creator's name, email and avatar; a script reads its team at GET /v1/team.
  middleware: [requireActor, refuseApiKeys],
  security: bearerSecurity,
  responses: responses(UserInfo, "User info", [401]),
});

const putUser = createRoute({
  method: "put",
  path: "/user",
  tags,
  summary: "Update the profile",
  ...signedIn,
  request: { body: jsonBody(UpdateUserBody) },
  responses: responses(UserInfo, "Updated user info", [400, 401]),
});

const putPassword = createRoute({
  method: "put",
  path: "/user/password",
  tags,
  summary: "Change the password (both as MD5 hex); every session is signed out and the caller gets a new token",
  ...signedIn,
  request: { body: jsonBody(ChangePasswordBody) },
  responses: responses(PasswordChanged, "Password changed; the answer carries the caller's new token", [400, 401, 429]),
});

const logout = createRoute({
  method: "post",
  path: "/user/logout",
  tags,
  summary: "Sign out: the token stops working",
  ...signedIn,
  responses: responses(NullData, "Signed out", [401]),
});

const verify = createRoute({
  method: "post",
  path: "/user/verify",
  tags,
  summary: "Verify the email address with the token from the verification email (no session needed)",
  request: { body: jsonBody(VerifyEmailBody) },
  responses: responses(NullData, "Email verified", [400]),
});

const resend = createRoute({
  method: "post",
  path: "/user/resend-verify",
  tags,
  summary: "Send a new verification email",
  ...signedIn,
  responses: responses(NullData, "Verification email sent", [401, 409, 429]),
});

export const userRoutes = createRouter()
  .openapi(getUser, async (c) => {
    const info = await getUserInfo(c.var.db, { userId: c.var.actor.userId, preferredTeamId: c.var.actor.teamId });
    if (!info) throw notFound();
    return c.json(ok(info), 200);
  })
  .openapi(putUser, async (c) =>
    c.json(ok(await updateProfile({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(putPassword, async (c) => {
    const changed = await changePassword({ ctx: actorContext(c), input: c.req.valid("json") });
    return c.json(ok(changed, "Your password has been changed"), 200);
  })
  .openapi(logout, async (c) => {
    await signOut({ ctx: actorContext(c) });
    return c.json(ok(null, "Signed out"), 200);
  })
  .openapi(verify, async (c) => {
    await verifyEmail({ ctx: serviceContext(c), input: c.req.valid("json") });
    return c.json(ok(null, "Your email address is verified"), 200);
  })
  .openapi(resend, async (c) => {
    await resendVerification({ ctx: actorContext(c) });
    return c.json(ok(null, "A new verification email is on its way"), 200);
  });
